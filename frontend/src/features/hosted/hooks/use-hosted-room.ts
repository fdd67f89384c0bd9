import { useCallback, useEffect, useState } from 'react';
import { showErrorToast, showWarningToast } from '../../../lib/toast';
import { emitArena, useArenaRoomAs, type ArenaRoom, type ArenaViewKitLoader } from '../../arena/room-kit';
import { HOSTED_VIEW_KIT } from '../hosted-reducer';
import { forgetSession, keepAsSession } from '../hosted-rejoin';
import type { HostedView } from '../hosted-types';

// The session pages load their reducer with them (no first-download budget holds them to a lobby without it).
const loadHostedViewKit: ArenaViewKitLoader<HostedView> = () => Promise.resolve(HOSTED_VIEW_KIT);

export interface HostedRoom extends ArenaRoom<HostedView> {
  /** A player picks their team (a `teams` room, outside an open question). */
  pickTeam: (teamId: string) => void;
  pickingTeam: boolean;
  /** The host marks every player who gave `answer` to a revealed typed question right (`accept`) or wrong. */
  override: (questionIndex: number, answer: string, accept: boolean) => void;
  /** The answer whose re-marking waits for the server, to show a spinner on its buttons. */
  pendingOverride: string | null;
}

/**
 * A host-led session on the shared socket: the Arena's room session (join, events, gaps, reconnects, answers,
 * host actions) drawn as a session view, plus picking a team and re-marking typed answers.
 */
export function useHostedRoom(): HostedRoom {
  const room = useArenaRoomAs(loadHostedViewKit);
  const [pickingTeam, setPickingTeam] = useState(false);
  const [pendingOverride, setPendingOverride] = useState<string | null>(null);
  const { roomId, join: joinRoom, leave: leaveRoom } = room;

  const join = useCallback<HostedRoom['join']>(
    async (pin, nickname) => {
      const refusal = await joinRoom(pin, nickname);
      if (!refusal) keepAsSession();
      return refusal;
    },
    [joinRoom],
  );

  const leave = useCallback(() => {
    forgetSession();
    leaveRoom();
  }, [leaveRoom]);

  // Once the game is over there is nothing to come back to after a reload.
  const phase = room.view?.phase;
  useEffect(() => {
    if (phase === 'podium' || phase === 'ended' || room.status === 'kicked') forgetSession();
  }, [phase, room.status]);

  const pickTeam = useCallback(
    (teamId: string) => {
      if (!roomId) return;
      setPickingTeam(true);
      void emitArena('arena:team', { roomId, teamId }).then((ack) => {
        setPickingTeam(false);
        if (!ack.ok) showErrorToast(ack);
      });
    },
    [roomId],
  );

  const override = useCallback(
    (questionIndex: number, answer: string, accept: boolean) => {
      if (!roomId) return;
      setPendingOverride(answer);
      void emitArena('arena:override', { roomId, questionIndex, answer, accept }).then((ack) => {
        setPendingOverride(null);
        if (!ack.ok) showErrorToast(ack);
        else if (ack.data.changed === 0)
          showWarningToast('No scores changed', 'Nobody’s mark changed: it was already so.');
      });
    },
    [roomId],
  );

  return { ...room, join, leave, pickTeam, pickingTeam, override, pendingOverride };
}
