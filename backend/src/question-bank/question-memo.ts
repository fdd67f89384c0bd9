/**
 * Something worked out from a question (its JSON as an API answers it, an encoded form), by question id, kept for
 * as long as the bank is in the same state: `generation` (the bank's) moves on every change, which empties the
 * memo. It holds at most one value per question, and only for questions asked for since the bank last changed.
 */
export class QuestionMemo<Q extends { id: string }, V> {
  private byId = new Map<string, V>();
  private madeAt = -1;

  constructor(
    private readonly generation: () => number,
    private readonly make: (q: Q) => V,
  ) {}

  of(q: Q): V {
    const generation = this.generation();
    if (generation !== this.madeAt) {
      this.byId = new Map();
      this.madeAt = generation;
    }
    let value = this.byId.get(q.id);
    if (value === undefined) {
      value = this.make(q);
      this.byId.set(q.id, value);
    }
    return value;
  }
}
