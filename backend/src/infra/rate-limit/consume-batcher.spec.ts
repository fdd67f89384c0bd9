import { ConsumeBatcher, type StoreCount } from './consume-batcher';

/** A store whose calls the test answers by hand, counting points per key as Redis would. */
function manualStore() {
  const counts = new Map<string, number>();
  const calls: { key: string; points: number; answer: (outcome?: Error | Partial<StoreCount>) => void }[] = [];
  const spend = (key: string, points: number) =>
    new Promise<StoreCount>((resolve, reject) => {
      calls.push({
        key,
        points,
        answer: (outcome) => {
          if (outcome instanceof Error) return reject(outcome);
          const consumed = (counts.get(key) ?? 0) + points;
          counts.set(key, consumed);
          resolve({ consumed, msBeforeNext: 30_000, refusedOutright: false, ...outcome });
        },
      });
    });
  return { calls, spend };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConsumeBatcher', () => {
  it('sends a lone consume at once, with its own points', async () => {
    const store = manualStore();
    const batcher = new ConsumeBatcher(3, store.spend);
    const verdict = batcher.consume('ip-1', 2);
    expect(store.calls.map((c) => [c.key, c.points])).toEqual([['ip-1', 2]]);
    store.calls[0]!.answer();
    await expect(verdict).resolves.toEqual({ consumed: 2, msBeforeNext: 30_000, allowed: true });
  });

  it('sends the consumes that arrive during a call as one, each judged on the count after its own points', async () => {
    const store = manualStore();
    const batcher = new ConsumeBatcher(3, store.spend);
    const verdicts = [
      batcher.consume('k', 1),
      batcher.consume('k', 1),
      batcher.consume('k', 1),
      batcher.consume('k', 1),
    ];
    const fifth = batcher.consume('k', 1);
    expect(store.calls.map((c) => c.points)).toEqual([1]);
    store.calls[0]!.answer();
    await settle();
    expect(store.calls.map((c) => c.points)).toEqual([1, 4]);
    store.calls[1]!.answer();
    const outcomes = await Promise.all([...verdicts, fifth]);
    expect(outcomes.map((o) => [o.consumed, o.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
  });

  it('lets keys go their own way: one busy key holds up no other', () => {
    const store = manualStore();
    const batcher = new ConsumeBatcher(3, store.spend);
    void batcher.consume('a', 1);
    void batcher.consume('b', 1);
    void batcher.consume('a', 1);
    expect(store.calls.map((c) => `${c.key}:${c.points}`)).toEqual(['a:1', 'b:1']);
  });

  it('fails only the batch whose call failed, and starts afresh for the next consume', async () => {
    const store = manualStore();
    const batcher = new ConsumeBatcher(3, store.spend);
    const first = batcher.consume('k', 1);
    const waiting = [batcher.consume('k', 1), batcher.consume('k', 1)];
    store.calls[0]!.answer(new Error('Redis down'));
    await expect(first).rejects.toThrow('Redis down');
    await settle();
    store.calls[1]!.answer(new Error('still down'));
    for (const verdict of waiting) await expect(verdict).rejects.toThrow('still down');
    const later = batcher.consume('k', 1);
    expect(store.calls).toHaveLength(3);
    store.calls[2]!.answer();
    await expect(later).resolves.toMatchObject({ consumed: 1, allowed: true });
  });

  it('refuses the whole batch when the store refuses without counting (a block it keeps)', async () => {
    const store = manualStore();
    const batcher = new ConsumeBatcher(3, store.spend);
    const verdict = batcher.consume('k', 1);
    store.calls[0]!.answer({ consumed: 0, refusedOutright: true });
    await expect(verdict).resolves.toMatchObject({ allowed: false });
  });
});
