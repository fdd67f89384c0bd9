import type { ArenaEventPayload, ArenaSettings } from '@trivia/contracts';
import type { ArenaView } from '../arena/room-kit';

export type { ArenaTeamStanding } from '@trivia/contracts';

/** The distinct typed answers of a revealed `text` question, for the host to re-mark (`arena:answer-groups`). */
export type AnswerGroups = ArenaEventPayload<'arena:answer-groups'>;
export type AnswerGroup = AnswerGroups['groups'][number];

/** An `estimate` question's spread at its reveal: lowest, median, highest and the closest answer. */
export type EstimateSpread = NonNullable<ArenaEventPayload<'arena:reveal'>['estimates']>;

/**
 * What a host-led session's screens know beyond an Arena battle's view: the room's settings (teams, scoring,
 * pace), how many have answered, why the game is paused, and what the host re-marked. The Arena view already
 * holds the team standings (`teams`) and whether the host is there (`hostConnected`); this reducer keeps them.
 */
export interface HostedExtras {
  /** From the snapshot; a room's settings do not change once it is made. */
  settings: ArenaSettings;
  /** Answers to the open question so far (the host's `arena:answered`, or a snapshot's), then the reveal's count. */
  liveAnswered: number;
  /** Why the game is paused (the host pressed pause, or their screen dropped); null while it runs. */
  pausedReason: ArenaEventPayload<'arena:paused'>['reason'] | null;
  /** The revealed estimate question's spread; null for other questions. */
  estimates: EstimateSpread | null;
  /** To the host: the typed answers of the last revealed text question, as they are marked now. */
  answerGroups: AnswerGroups | null;
  /** Questions the host voided this game (as far as this client saw: a snapshot does not list them). */
  skipped: number[];
  /** The host's latest re-marking, for the presenter's note ("Accepted “paris”: 3 players"). */
  lastAdjustment: Pick<
    ArenaEventPayload<'arena:scores-adjusted'>,
    'questionIndex' | 'answer' | 'accepted' | 'changed'
  > | null;
  /** To a player whose answer the host re-marked: that question's result now. */
  remarked: ArenaEventPayload<'arena:score-changed'> | null;
  /** Why an admin closed the room, in their words (an `admin` end); null otherwise. */
  endedMessage: string | null;
  /** This player was removed: by the host, or by an admin with why. */
  removed: ArenaEventPayload<'arena:kicked'> | null;
}

/** The view model of the presenter and player screens: the Arena's view plus the session's own state. */
export type HostedView = ArenaView & HostedExtras;
