import { STORAGE_KEYS } from '@trivia/contracts';
import { LegalPage } from './legal-page';

const LOCAL_KEYS = Object.values(STORAGE_KEYS).join(', ');

export function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro="The cookies and local storage this site uses, and why."
      sections={[
        {
          heading: 'Cookies',
          body: 'We set a session cookie when you log in, a security (CSRF) cookie that protects forms from being submitted by other sites, and an anonymous player cookie so that your daily quiz results and Arena games stay yours without an account (they move to your account if you sign up). All three are strictly necessary.',
        },
        {
          heading: 'Local storage',
          body: `Your browser keeps a few preferences on your device: ${LOCAL_KEYS} (your colour scheme, the audience you chose and whether you have seen our pub quiz page). They never leave your device unless you are logged in, when your chosen audience is saved to your account.`,
        },
        { heading: 'Advertising', body: 'We do not set advertising or tracking cookies.' },
      ]}
    />
  );
}
