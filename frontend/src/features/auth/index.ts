export type { AuthMode } from './components/auth-screen';
export { AuthScreen } from './components/lazy-auth-screen';
export { RequireAdmin, RequireAuth, RedirectIfLoggedIn } from './components/auth-guards';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export {
  CURRENT_USER_KEY,
  USER_STATS_KEY,
  currentUserQueryOptions,
  forgetCurrentUser,
  setCurrentUser,
  useCurrentUser,
  type AuthStatus,
  type CurrentUser,
} from './api/current-user.api';
export { useLogout } from './api/logout.api';
export { signOutLocally } from './api/sign-out-locally';
