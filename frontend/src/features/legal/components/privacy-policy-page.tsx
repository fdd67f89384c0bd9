import { Anchor } from '@mantine/core';
import { SITE } from '../../../lib/site-config';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`How ${SITE.companyName} handles your personal data under UK GDPR.`}
      sections={[
        {
          heading: 'What we store',
          body: 'When you create an account we store your email address, your full name, an optional business name and a hashed version of your password (never the password itself). If you turn on two-factor authentication we store its secret and hashed backup codes.',
        },
        {
          heading: 'Why',
          body: 'To run your account, log you in, send you account emails such as verification links, and keep your account secure.',
        },
        {
          heading: 'Sessions',
          body: 'Logging in sets one session cookie so the site knows it is you. See the Cookie Policy for details.',
        },
        {
          heading: 'Analytics',
          body: 'Only if you accept analytics cookies, we record the pages you visit and a few actions (catalogue searches, seasonal quizzes opened, the audience you choose) in our own database with a random visitor id, to learn which pages and quizzes help people. We never store your IP address or your browser details with them and share them with no one. See the Cookie Policy to change your choice.',
        },
        {
          heading: 'Your rights',
          body: (
            <>
              You can update your details or delete your account at any time from Account Settings. For any other
              request, contact <Anchor href={`mailto:${SITE.privacyEmail}`}>{SITE.privacyEmail}</Anchor>. You may also
              complain to the Information Commissioner’s Office (ICO).
            </>
          ),
        },
      ]}
    />
  );
}
