import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_CLIENT,
  type AnalyticsBatch,
  type AnalyticsClientEvent,
} from '@trivia/contracts';

/** What became of a batch: sent, worth sending again later (offline, busy), or refused for good (bad input). */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export type BatchTransport = (batch: AnalyticsBatch, options: { keepalive: boolean }) => Promise<SendOutcome>;

export interface QueueOptions {
  maxBatch?: number;
  maxQueued?: number;
  visitorId?: () => string | undefined;
}

/**
 * Events wait here and leave in batches. A flush sends at most one batch at a time, never throws, and keeps the
 * newest events when the queue is full, so a long offline spell cannot grow memory without bound.
 */
export class AnalyticsQueue {
  private events: AnalyticsClientEvent[] = [];
  private sending = false;
  private readonly maxBatch: number;
  private readonly maxQueued: number;

  constructor(
    private readonly transport: BatchTransport,
    private readonly options: QueueOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? ANALYTICS_BATCH_MAX;
    this.maxQueued = options.maxQueued ?? ANALYTICS_CLIENT.maxQueued;
  }

  get size(): number {
    return this.events.length;
  }

  enqueue(event: AnalyticsClientEvent): void {
    this.events.push(event);
    if (this.events.length > this.maxQueued) this.events.splice(0, this.events.length - this.maxQueued);
  }

  clear(): void {
    this.events = [];
  }

  /**
   * Sends what is queued, a batch at a time. With keepalive (the page is going away) every batch is handed to
   * the browser at once and nothing is put back, since the page will not be here to try again.
   */
  async flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (keepalive) {
      while (this.events.length > 0) void this.transport(this.take(), { keepalive: true }).catch(() => 'drop');
      return;
    }
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.events.length > 0) {
        const batch = this.take();
        const outcome = await this.transport(batch, { keepalive: false }).catch((): SendOutcome => 'retry');
        if (outcome === 'retry') {
          this.events = [...batch.events, ...this.events].slice(-this.maxQueued);
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private take(): AnalyticsBatch & { events: AnalyticsClientEvent[] } {
    const events = this.events.splice(0, this.maxBatch);
    const visitorId = this.options.visitorId?.();
    return visitorId ? { visitorId, events } : { events };
  }
}
