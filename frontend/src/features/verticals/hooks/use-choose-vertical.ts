import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SELECTION_SOURCE, VERTICALS, type TrackVerticalRequest, type VerticalId } from '@trivia/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { track } from '../../../lib/analytics';
import { useCurrentUser } from '../../auth';
import { trackVertical } from '../api/track-vertical.api';
import { deleteVerticalPreference, rememberVerticalPreference } from '../api/vertical-preference.api';
import { storeSelectedVertical } from './selected-vertical-store';

export type SelectionSource = NonNullable<TrackVerticalRequest['source']>;

export interface ChooseOptions {
  source?: SelectionSource;
  /** Chosen for the user (auto-detect) rather than by them; weighs less in analytics. */
  auto?: boolean;
  /** Stay on the page instead of going to the vertical's route. */
  stay?: boolean;
}

/** Choosing applies at once, is recorded, told to the server when logged in, then routes (spec section 4). */
export function useChooseVertical() {
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const navigate = useNavigate();

  const choose = useCallback(
    (vertical: VerticalId, options: ChooseOptions = {}) => {
      const source = options.auto ? 'auto_detect' : (options.source ?? DEFAULT_SELECTION_SOURCE);
      storeSelectedVertical(vertical);
      // A member's choice is recorded by the server (track-vertical); a visitor's goes through the feed.
      if (!user) track({ name: 'vertical_selected', vertical, selection_source: source });
      if (user) {
        rememberVerticalPreference(client, user.id, vertical);
        trackVertical({ vertical, source }).catch((error: unknown) =>
          console.error('Could not save the vertical', error),
        );
      }
      if (!options.stay) void navigate(VERTICALS[vertical].route);
    },
    [user, client, navigate],
  );

  const clear = useCallback(() => {
    storeSelectedVertical(null);
    if (!user) return;
    rememberVerticalPreference(client, user.id, null);
    deleteVerticalPreference().catch((error: unknown) => console.error('Could not clear the vertical', error));
  }, [user, client]);

  return { choose, clear };
}
