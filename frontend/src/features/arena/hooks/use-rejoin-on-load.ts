import { useEffect, useRef, useState } from 'react';
import { showErrorToast, showWarningToast } from '../../../lib/toast';
import { forgetRoom, givesUpRoom, rememberedRoom } from '../arena-rejoin';
import type { ArenaRoom } from './use-arena-room';

/**
 * A tab that was in a room when it was reloaded (or that a phone discarded and brings back) rejoins it by itself,
 * with the PIN and nickname it joined with: the server takes a known player back with their score. True while
 * that rejoin waits for its answer, so the page shows it rather than the forms to get in.
 */
export function useRejoinOnLoad(join: ArenaRoom['join']): boolean {
  const [rejoining, setRejoining] = useState(() => rememberedRoom() !== null);
  // Once per page: React's development double mount must not send a second join.
  const triedRef = useRef(false);

  useEffect(() => {
    if (triedRef.current) return;
    triedRef.current = true;
    const remembered = rememberedRoom();
    if (!remembered) return;
    void join(remembered.pin, remembered.nickname ?? undefined).then((refusal) => {
      setRejoining(false);
      if (!refusal) return;
      if (!givesUpRoom(refusal.code)) {
        showErrorToast(refusal);
        return;
      }
      forgetRoom();
      if (refusal.code === 'ARENA_010') showWarningToast('Your game is over', 'That room has closed.');
      else showErrorToast(refusal);
    });
  }, [join]);

  return rejoining;
}
