import type { User, VerticalId } from '@trivia/contracts';
import { useCurrentUser, type AuthStatus } from '../../auth';
import { useMyFeatures } from '../../feature-flags';
import { useSelectedVerticalId } from '../../verticals';

export interface NavState {
  status: AuthStatus;
  user: User | null;
  loggedIn: boolean;
  isAdmin: boolean;
  features: readonly string[];
  vertical: VerticalId | null;
}

/** Everything the header, footer and menus decide on, read once. */
export function useNavState(): NavState {
  const { status, user } = useCurrentUser();
  const features = useMyFeatures();
  const vertical = useSelectedVerticalId();
  return { status, user, loggedIn: user !== null, isAdmin: user?.role === 'ADMIN', features, vertical };
}
