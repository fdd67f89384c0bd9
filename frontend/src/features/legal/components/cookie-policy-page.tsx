import { ANALYTICS_RETENTION_MONTHS, STORAGE_KEYS } from '@trivia/contracts';
import { CookieSettings } from '../../cookie-consent';
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
          body: `Your browser keeps a few preferences on your device, in its local storage rather than in cookies: your colour scheme, the audience you chose, whether you have seen our pub quiz page, your answer to our cookie question and, only if you accept analytics, a random visitor id (their names there: ${LOCAL_KEYS}). Your chosen audience is saved to your account when you are logged in; the visitor id is sent with analytics only.`,
        },
        {
          heading: 'Analytics (only with your permission)',
          body: `If you choose “Accept analytics” (or “Use analytics cookies” in the settings below), your browser sends us the pages you visit (the path only, never what follows a “?”), the site you came from (its address only, such as https://www.google.com), searches in the quiz catalogue with how many results they found, seasonal quizzes you open and the audience you choose, with a random visitor id. They go to our own database, never to a third party, and are only ever shown to our team added up (visits, searches and conversions by day). We do not store your IP address or your browser’s details with them, and we delete them ${ANALYTICS_RETENTION_MONTHS} months after they were sent. Until you answer, or if you choose “Essential only”, nothing of this is sent, and choosing “Essential only” later deletes the visitor id from your device. Separately, our server counts a few things it does for you, such as quiz pack downloads and finished daily quizzes, without any cookie or visitor id, as part of running the service.`,
        },
        { heading: 'Advertising', body: 'We do not set advertising or tracking cookies.' },
        { heading: 'Change your cookie settings', body: <CookieSettings /> },
      ]}
    />
  );
}
