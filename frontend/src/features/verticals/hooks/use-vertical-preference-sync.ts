import { useEffect } from 'react';
import { useCurrentUser } from '../../auth';
import { useVerticalPreference } from '../api/vertical-preference.api';
import { storeSelectedVertical, useSelectedVerticalId } from './selected-vertical-store';

/**
 * Spec section 4: when logged in, a differing server preference overrides the local one, and a server
 * without one clears the local one. Mounted once, near the root.
 */
export function useVerticalPreferenceSync(): void {
  const { user } = useCurrentUser();
  const { data } = useVerticalPreference(user?.id);
  const local = useSelectedVerticalId();
  const server = data?.preferredVertical;

  useEffect(() => {
    if (!user || server === undefined) return;
    if (server !== local) storeSelectedVertical(server);
    // Only a new server answer may override; local choices are pushed to the server when made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, server]);
}
