import { lazyNamed } from '../../../lib/lazy-named';

/**
 * The log-in and register screen, loaded when it is opened: its forms, MFA dialog and validation would otherwise
 * ride along with the guards every page needs (issue 16's JavaScript budget).
 */
export const AuthScreen = lazyNamed(() => import('./auth-screen'), 'AuthScreen');
