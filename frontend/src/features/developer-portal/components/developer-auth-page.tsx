import { DEVELOPER_DASHBOARD_PATH } from '@trivia/contracts';
import { AuthScreen, type AuthMode } from '../../auth';
const PATHS: Record<AuthMode, string> = { login: '/api/developers/login', register: '/api/developers/signup' };
const TITLES: Record<AuthMode, string> = { login: 'Developer log in', register: 'Developer sign up' };
const INTRO: Record<AuthMode, string> = {
  login: 'Log in with your account to manage your API keys and usage.',
  register: 'One account for the site and the API. Every new account starts on API Free: no card needed.',
};

/** /api/developers/signup and /login: the site's own account forms, landing in the developer dashboard. */
export function DeveloperAuthPage({ mode }: { mode: AuthMode }) {
  return (
    <AuthScreen
      mode={mode}
      paths={PATHS}
      titles={TITLES}
      intro={INTRO[mode]}
      home={DEVELOPER_DASHBOARD_PATH}
      signupSource="developer-portal"
    />
  );
}
