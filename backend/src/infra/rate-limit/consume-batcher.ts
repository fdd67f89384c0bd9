/** What the store says after spending a batch's points: the key's count now and until when it stands. */
export interface StoreCount {
  /** Points spent in the window, this batch included. */
  consumed: number;
  msBeforeNext: number;
  /** The store refused without counting (a block it keeps): every caller of the batch is refused. */
  refusedOutright: boolean;
}

/** Whether a caller whose points brought the key's count to `consumed` is within the budget. */
export const withinBudget = (count: StoreCount, consumed: number, budget: number): boolean =>
  !count.refusedOutright && consumed <= budget;

/** One caller's share of a batch: the count as it stood once its own points were spent. */
export interface CallerCount {
  consumed: number;
  msBeforeNext: number;
  allowed: boolean;
}

interface Waiter {
  points: number;
  resolve: (count: CallerCount) => void;
  reject: (error: unknown) => void;
}

/**
 * Merges consumes of one key that arrive while an earlier one is on its way to the store into the next single
 * call, so a busy key (one address or API key making many calls at once) costs one store round trip per batch
 * rather than one per request. A quiet key waits for nothing: the first consume goes out at once.
 *
 * The outcome is the one separate calls in arrival order would have had: the store adds the batch's points in
 * one step, and each caller is judged on the count after its own points, so the first ones within the budget
 * are allowed and the rest refused (refused calls count, as they do one at a time).
 */
export class ConsumeBatcher {
  private readonly queues = new Map<string, Waiter[]>();

  constructor(
    private readonly budget: number,
    private readonly spend: (key: string, points: number) => Promise<StoreCount>,
  ) {}

  consume(key: string, points: number): Promise<CallerCount> {
    return new Promise((resolve, reject) => {
      const waiter = { points, resolve, reject };
      const queue = this.queues.get(key);
      if (queue) {
        queue.push(waiter);
        return;
      }
      this.queues.set(key, []);
      void this.run(key, [waiter]);
    });
  }

  private async run(key: string, batch: Waiter[]): Promise<void> {
    for (let current = batch; current.length > 0; current = this.takeWaiting(key)) {
      const total = current.reduce((sum, waiter) => sum + waiter.points, 0);
      try {
        const count = await this.spend(key, total);
        let consumed = count.consumed - total;
        for (const waiter of current) {
          consumed += waiter.points;
          const allowed = withinBudget(count, consumed, this.budget);
          waiter.resolve({ consumed, msBeforeNext: count.msBeforeNext, allowed });
        }
      } catch (error) {
        for (const waiter of current) waiter.reject(error);
      }
    }
  }

  /** The consumes that arrived during the last call; none left ends this key's run. */
  private takeWaiting(key: string): Waiter[] {
    const waiting = this.queues.get(key) ?? [];
    if (waiting.length === 0) this.queues.delete(key);
    else this.queues.set(key, []);
    return waiting;
  }
}
