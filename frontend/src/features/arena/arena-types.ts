import {
  PUBLIC_ROOM,
  type ArenaEventPayload,
  type ArenaOwnStatus,
  type ArenaSnapshot,
  type ClientEventPayload,
} from '@trivia/contracts';

/**
 * What the Arena client knows about a room. Every wire shape comes from the contracts' schemas (the engine
 * emits the same types), so only the client's own view model is declared here.
 */
export type { ArenaPhase, ArenaPlayer, ArenaQuestion, ArenaSnapshot, ArenaStanding } from '@trivia/contracts';

/** The host id of public rooms: nobody hosts them, and they start by themselves. */
export const PUBLIC_HOST_ID = PUBLIC_ROOM.hostId;

/** This player's result for the revealed question (points = speed points + streak bonus), from `arena:result`. */
export type ArenaResult = Pick<
  ArenaEventPayload<'arena:result'>,
  'answered' | 'correct' | 'points' | 'speedPoints' | 'streakBonus'
>;

/** The snapshot's own status, whose result also says whether this player answered at all. */
export type ArenaYou = Omit<ArenaOwnStatus, 'result'> & { result: ArenaResult | null };

type Reveal = ArenaEventPayload<'arena:reveal'>;

/** The view model every Arena screen draws from: the snapshot, plus what the reveal and this client add. */
export type ArenaView = Omit<ArenaSnapshot, 'settings' | 'you' | 'answeredCount' | 'answerGroups'> & {
  /** How many players chose each option, known from the reveal on. */
  optionCounts: Reveal['optionCounts'];
  answeredCount: Reveal['answeredCount'] | null;
  correctCount: Reveal['correctCount'] | null;
  /** Players online now, from the roster; null while only a partial list (a big room's snapshot) says. */
  connectedCount: number | null;
  /** The open question's length, for its timer bar. */
  durationMs: number;
  you: ArenaYou | null;
  /** The option (or text) this client sent for the open question, for highlighting. */
  myChoice: ClientEventPayload<'arena:answer'>['choice'] | null;
  /** Why a game stopped early, once `arena:ended` said so (a snapshot of an ended room does not). */
  endedReason: ArenaEventPayload<'arena:ended'>['reason'] | null;
  /** An administrator's words when they closed the room (null for other endings). */
  endedMessage?: string | null;
  /** Who removed this player, and (an administrator) why, once `arena:kicked` said so. */
  kick?: ArenaEventPayload<'arena:kicked'> | null;
};
