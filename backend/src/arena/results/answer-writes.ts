import type { Logger } from '@nestjs/common';
import { type GameState, pendingStores } from '@trivia/arena-engine';
import type { AnswerBatch } from './arena-result-rows';
import type { ArenaResultsService, MatchStart } from './arena-results.service';

const ATTEMPTS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const matchStart = (state: GameState): MatchStart => ({
  hostId: state.hostId,
  settings: state.settings,
  startedAt: state.createdAt,
});

/**
 * Takes each revealed question's answers from a room to the database, in order per room, retried while the
 * database is away, then tells the room they are stored so it can forget them (its state stays the size of one
 * question). Should that word be lost, the room keeps them and its next owner stores them again: every write is
 * idempotent.
 */
export class AnswerWrites {
  private readonly chains = new Map<string, Promise<void>>();
  /** Per room, the questions whose answers are queued or being written. */
  private readonly queued = new Map<string, Set<number>>();
  private closing = false;

  constructor(
    private readonly results: ArenaResultsService,
    /** Tells the room (wherever it runs now) that a question's answers are stored. */
    private readonly confirm: (roomId: string, questionIndex: number) => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /** Queues one question's answers, after the room's earlier ones. */
  queue(roomId: string, state: GameState, batch: AnswerBatch): void {
    const match = matchStart(state);
    const queued = this.queued.get(roomId) ?? new Set<number>();
    this.queued.set(roomId, queued.add(batch.questionIndex));
    const next = (this.chains.get(roomId) ?? Promise.resolve()).then(() => this.write(roomId, match, batch));
    this.chains.set(roomId, next);
    void next.finally(() => {
      queued.delete(batch.questionIndex);
      if (this.chains.get(roomId) === next) {
        this.chains.delete(roomId);
        this.queued.delete(roomId);
      }
    });
  }

  /** Everything the room revealed but never heard was stored (its node died, or the database was away). */
  queueUnstored(roomId: string, state: GameState): void {
    for (const { questionIndex, questionId, answers } of pendingStores(state))
      if (!this.queued.get(roomId)?.has(questionIndex))
        this.queue(roomId, state, { questionIndex, questionId, answers });
  }

  /** Resolves once the room's queued writes are done (or given up). */
  async settled(roomId: string): Promise<void> {
    await this.chains.get(roomId);
  }

  close(): void {
    this.closing = true;
  }

  private async write(roomId: string, match: MatchStart, batch: AnswerBatch): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.results.storeAnswers(roomId, match, batch);
        break;
      } catch (error) {
        this.logger.warn(`Could not store answers of room ${roomId}: ${(error as Error).message}`);
        if (attempt >= ATTEMPTS || this.closing) return;
        await sleep(1000 * attempt);
      }
    }
    if (!this.closing) await this.confirm(roomId, batch.questionIndex).catch(() => undefined);
  }
}
