import { SITE } from '../../../lib/site-config';
import { LegalPage } from './legal-page';

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`The terms for using ${SITE.name}. Full terms for paid plans will be published before payments open.`}
      sections={[
        {
          heading: 'Your account',
          body: 'Keep your password safe and your details accurate. You can delete your account at any time from Account Settings.',
        },
        {
          heading: 'Fair use',
          body: 'Do not try to break, overload or misuse the service, or access other people’s accounts.',
        },
        {
          heading: 'Content',
          body: 'Quiz content is provided for your own quizzes and events. Reselling it requires a separate licence.',
        },
        { heading: 'Law', body: 'These terms are governed by the law of England and Wales.' },
      ]}
    />
  );
}
