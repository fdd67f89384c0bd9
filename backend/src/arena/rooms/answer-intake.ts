import type { Logger } from '@nestjs/common';
import { ANSWER_REFUSALS, type Choice, type StoredAnswer } from '@trivia/arena-engine';
import type { RoomStore } from '../store/room-store';
import { ENGINE_TO_CATALOGUE } from './engine-errors';
import { BUSY } from './live-room';
import type { RoomBroadcaster } from './room-broadcaster';
import type { RoomReply, RoomRequest } from './room-request';

/** How long taken answers wait to be told to their room together: one message per room and node, not per answer. */
export const FOLD_EVERY_MS = 50;

/** An answer as a player's socket sent it. */
export interface SentAnswer {
  playerId: string;
  questionIndex: number;
  choice: Choice;
  /** The socket that sent it: it hears the ack, which is its receipt. */
  socketId: string;
}

interface Taken {
  roomId: string;
  questionIndex: number;
  answers: StoredAnswer[];
}

/**
 * Takes an answer on the node whose socket received it, whichever node owns the room: the store judges it
 * against the room's answer gate and stores it durably in one atomic step, and the player is answered at once.
 * The ack is the answering tab's receipt; the player's other tabs (if any) get the room's `arena:receipt`, so no
 * socket hears of an answer twice. The room hears of the answers it was sent off that path, in batches (`fold`),
 * to count who has answered; at the reveal it closes the gate and folds in every stored answer itself, so an
 * answer whose batch never arrived (its owner died, say) is counted all the same.
 */
export class AnswerIntake {
  private readonly taken = new Map<string, Taken>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: RoomStore,
    private readonly broadcaster: RoomBroadcaster,
    /** Sends a request to the room's owner, wherever it runs now. */
    private readonly tell: (roomId: string, request: RoomRequest) => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /**
   * `choice` is any shape the contracts allow (an option, a typed text, an order, an estimate): whether it fits
   * the open question is the store's check, the engine's `checkAnswer`. A typed text is trimmed first, as the
   * engine does.
   */
  async take(roomId: string, { playerId, questionIndex, choice, socketId }: SentAnswer): Promise<RoomReply> {
    const answer = { playerId, questionIndex, choice: typeof choice === 'string' ? choice.trim() : choice };
    let result;
    try {
      result = await this.store.storeAnswer(roomId, answer);
    } catch (error) {
      this.logger.warn(`Could not store an answer in room ${roomId}: ${(error as Error).message}`);
      return BUSY;
    }
    if (!result.ok) {
      const { code, message } = ANSWER_REFUSALS[result.refusal];
      return { ok: false, code: ENGINE_TO_CATALOGUE[code], message };
    }
    const { receivedAt } = result.stored;
    this.broadcaster.toPlayerSoon(roomId, {
      playerId,
      event: 'arena:receipt',
      payload: { questionIndex, receivedAt, accepted: true },
      exceptSocket: socketId,
    });
    this.note(roomId, questionIndex, result.stored);
    return { ok: true, receivedAt };
  }

  /** Stops telling rooms: a node shutting down leaves its rooms to fold from the store. */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.taken.clear();
  }

  private note(roomId: string, questionIndex: number, stored: StoredAnswer): void {
    const key = `${roomId}/${questionIndex}`;
    const batch = this.taken.get(key);
    if (batch) batch.answers.push(stored);
    else this.taken.set(key, { roomId, questionIndex, answers: [stored] });
    this.timer ??= setTimeout(() => this.flush(), FOLD_EVERY_MS).unref();
  }

  private flush(): void {
    this.timer = null;
    const batches = [...this.taken.values()];
    this.taken.clear();
    for (const { roomId, questionIndex, answers } of batches) {
      // Best effort: the reveal folds whatever is stored, told or not.
      void this.tell(roomId, { op: 'fold', questionIndex, answers }).catch(() => undefined);
    }
  }
}
