import type { Effect, GameResults, GameState } from '@trivia/arena-engine';
import type { AnswerWrites } from '../results/answer-writes';
import type { AnsweredCounts } from './answered-counts';
import type { OwnedRooms } from './owned-rooms';
import type { PersonalSend, RoomBroadcaster } from './room-broadcaster';

/** Where the engine's effects go on the node that owns the room. */
export interface EffectTargets {
  broadcaster: Pick<RoomBroadcaster, 'toRoom' | 'toPlayers' | 'unsubscribe'>;
  owned: Pick<OwnedRooms, 'schedule' | 'cancel'>;
  answers: Pick<AnswerWrites, 'queue' | 'queueUnstored'>;
  /** The host's count of answers, coalesced (the engine tells it at every fold). */
  answered: Pick<AnsweredCounts, 'counted'>;
  /** The game is over: its results to store, once its answers are. */
  gameOver: (roomId: string, results: GameResults, state: GameState) => void;
}

/**
 * Carries out a batch of the engine's effects, in order, once the batch is durable: broadcasts, personal messages
 * (consecutive ones go out together; a broadcast or a kick sends those before it first; the host's count of
 * answers goes through its throttle), timers, answer writes and the end of the game. Says whether anyone joined
 * or left, so the roster can be sent.
 */
export function carryOutEffects(to: EffectTargets, roomId: string, state: GameState, effects: Effect[]): boolean {
  let rosterChanged = false;
  const sends: PersonalSend[] = [];
  const flush = () => to.broadcaster.toPlayers(roomId, sends.splice(0));
  for (const effect of effects) {
    if (effect.type === 'broadcast') {
      flush();
      to.broadcaster.toRoom(roomId, effect.event, effect.payload);
    }
    if (effect.type === 'send' && effect.event === 'arena:answered') {
      flush();
      to.answered.counted(roomId, { playerId: effect.playerId, event: effect.event, payload: effect.payload });
    } else if (effect.type === 'send') {
      sends.push({ playerId: effect.playerId, event: effect.event, payload: effect.payload });
      if (effect.event === 'arena:kicked') {
        flush();
        to.broadcaster.unsubscribe(roomId, effect.playerId);
      }
      if (effect.event === 'arena:player-joined' || effect.event === 'arena:player-left') rosterChanged = true;
    }
    if (effect.type === 'schedule') to.owned.schedule(roomId, effect.at);
    if (effect.type === 'cancelSchedule') to.owned.cancel(roomId);
    if (effect.type === 'storeAnswers')
      to.answers.queue(roomId, state, {
        questionIndex: effect.questionIndex,
        questionId: effect.questionId,
        // The engine reuses its lists in place; the write outlives this call.
        answers: [...effect.answers],
      });
    if (effect.type === 'gameOver') {
      to.answers.queueUnstored(roomId, state);
      to.gameOver(roomId, effect.results, state);
    }
  }
  flush();
  return rosterChanged;
}
