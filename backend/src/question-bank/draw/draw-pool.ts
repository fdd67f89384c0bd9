import type { Difficulty, Drawable } from './question-draw';
import { shuffled } from './seeded-random';

export const LEVELS: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** A question of a pool with what a draw's rules read of it, worked out once. */
export interface PoolEntry<Q> {
  q: Q;
  /**
   * The question's fact key, read once: a pool's questions come in many object shapes, so reading `q.factKey` for
   * every entry of every draw was most of a whole-bank draw's time.
   */
  fact: string;
  /** `drawnAnswer` of the question. */
  answer: string;
  family: string;
  /** The index of its category in the pool's sorted categories. */
  category: number;
  /** Its bucket (category × level), or -1 for a level no slot asks for. */
  bucket: number;
}

/**
 * A draw's pool read once: the questions in id order (a seeded draw must not depend on the order they came in), with
 * each one's answer key, family, category and level looked up, and how many questions each category and family
 * has. A pool kept for many draws (QuestionSource keeps one per shape of draw) saves every draw that work; a draw
 * then only reads its exclusions, shuffles and deals the questions out.
 */
export class DrawPool<Q extends Drawable> {
  readonly entries: readonly PoolEntry<Q>[];
  /** The pool's categories in sorted order. */
  readonly categories: readonly string[];
  readonly perCategory: readonly number[];
  /** Each category with its index, for a draw to shuffle (every one of them has questions). */
  readonly categoryRefs: readonly { name: string; index: number }[];
  readonly perFamily: ReadonlyMap<string, number>;

  /**
   * Each entry's bucket, by index: dealing reads only these (a small typed array, close together in memory), and
   * an entry itself is read only when a draw looks at it, so a one-off draw touches a few of the pool's objects.
   */
  readonly bucketOf: Int16Array;

  constructor(questions: readonly Q[], answerOf: (q: Q) => string, familyOf: (factKey: string) => string) {
    const sorted = isInIdOrder(questions) ? questions : [...questions].sort(byId);
    this.categories = [...new Set(sorted.map((q) => q.category))].sort();
    const categoryIndex = new Map(this.categories.map((c, i) => [c, i]));
    const perCategory = this.categories.map(() => 0);
    const perFamily = new Map<string, number>();
    this.entries = sorted.map((q) => {
      const category = categoryIndex.get(q.category)!;
      const family = familyOf(q.factKey);
      const level = LEVELS.indexOf(q.difficulty);
      perCategory[category]! += 1;
      perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
      return {
        q,
        fact: q.factKey,
        answer: answerOf(q),
        family,
        category,
        bucket: level < 0 ? -1 : category * LEVELS.length + level,
      };
    });
    this.categoryRefs = this.categories.map((name, index) => ({ name, index }));
    this.bucketOf = Int16Array.from(this.entries, (entry) => entry.bucket);
    this.perCategory = perCategory;
    this.perFamily = perFamily;
  }

  /** How many buckets (category × level) the pool's entries fall in. */
  get bucketCount(): number {
    return this.categories.length * LEVELS.length;
  }

  /** The entries' indices, in whatever order the last sample left them (always a permutation of all of them). */
  private order: Int32Array | null = null;

  /**
   * The indices of `size` entries picked uniformly at random, in random order (all of them, shuffled, when the
   * pool is no bigger): a partial Fisher-Yates shuffle over a permutation kept between calls, so a sample costs its
   * size, not the pool's.
   */
  sample(size: number, random: () => number): Int32Array {
    const total = this.entries.length;
    if (size >= total) return Int32Array.from(shuffled(indicesTo(total), random));
    const order = (this.order ??= Int32Array.from(indicesTo(total)));
    for (let i = 0; i < size; i += 1) {
      const j = i + Math.floor(random() * (total - i));
      const at = order[j]!;
      order[j] = order[i]!;
      order[i] = at;
    }
    return order.slice(0, size);
  }
}

const indicesTo = (total: number): number[] => Array.from({ length: total }, (_, i) => i);

const byId = (a: Drawable, b: Drawable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function isInIdOrder(list: readonly Drawable[]): boolean {
  for (let i = 1; i < list.length; i += 1) if (list[i - 1]!.id >= list[i]!.id) return false;
  return true;
}

/**
 * A draw's dealt entries by bucket (category × level), in dealing order, for taking one at a time: linked lists
 * through the dealt indices, built from the pool's bucket array alone, so a draw allocates two small typed arrays
 * instead of an array per bucket and reads an entry only when it looks at it.
 */
export class DealtBuckets<Q extends Drawable> {
  private readonly first: Int32Array;
  private readonly next: Int32Array;

  /** `dealt`: indices into the pool's entries, in dealing order. */
  constructor(
    private readonly pool: DrawPool<Q>,
    private readonly dealt: ArrayLike<number>,
  ) {
    const bucketOf = pool.bucketOf;
    this.first = new Int32Array(pool.bucketCount).fill(-1);
    this.next = new Int32Array(dealt.length);
    for (let i = dealt.length - 1; i >= 0; i -= 1) {
      const bucket = bucketOf[dealt[i]!]!;
      if (bucket < 0) continue;
      this.next[i] = this.first[bucket]!;
      this.first[bucket] = i;
    }
  }

  /** Takes out and returns the bucket's first entry that fits, or null. */
  take(bucket: number, fits: (entry: PoolEntry<Q>) => boolean): PoolEntry<Q> | null {
    let previous = -1;
    for (let i = this.first[bucket]!; i >= 0; previous = i, i = this.next[i]!) {
      const entry = this.pool.entries[this.dealt[i]!]!;
      if (!fits(entry)) continue;
      if (previous < 0) this.first[bucket] = this.next[i]!;
      else this.next[previous] = this.next[i]!;
      return entry;
    }
    return null;
  }
}
