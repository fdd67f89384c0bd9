import {
  ORDER_ITEMS,
  ORDER_SEPARATOR,
  type CategoryId,
  type Curriculum,
  type Difficulty,
  type GeneratedQuestion,
  type Season,
} from '../types.js';
import { shortId } from './hash.js';
import { seededRandom, shuffled, type Random } from './random.js';

type Level = 'e' | 'm' | 'h';
const LEVEL_RANK: Record<Level, number> = { e: 0, m: 1, h: 2 };
const DIFFICULTY_OF: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** One thing to put in order: how it reads, its fact value, and how well known it is. */
export interface RankedItem {
  label: string;
  value: number;
  level: Level;
}

/**
 * A family of order questions ("planets from the Sun"): its items and their values, the prompt, and how far apart
 * two items must be to stand in one question, so players are never asked to split near-equal values.
 */
export interface OrderTheme {
  templateId: string;
  category: CategoryId;
  source: string;
  asOf: string;
  /** Says which end comes first ("Put these planets in order from the Sun, nearest first."). */
  prompt: string;
  items: readonly RankedItem[];
  /** Largest (latest) first; smallest (earliest) first otherwise. */
  descending?: boolean;
  minGap?: number;
  minRatio?: number;
  /** An item and its value, for the explanation the host reads out ("Mercury, 57.9 million km"). */
  describe: (item: RankedItem) => string;
  /** How many questions to aim for; fewer when the items do not allow them. */
  count: number;
  /** Items per question, one chosen per question (4 when absent). */
  sizes?: readonly number[];
  curriculum?: Curriculum;
  seasons?: readonly Season[];
}

/** Whether two items are clearly apart under the theme's rules. */
export function separable(a: number, b: number, rules: Pick<OrderTheme, 'minGap' | 'minRatio'>): boolean {
  if (a === b) return false;
  if (rules.minGap !== undefined && Math.abs(a - b) < rules.minGap) return false;
  if (rules.minRatio !== undefined) {
    const [low, high] = a < b ? [a, b] : [b, a];
    if (low <= 0 || high / low < rules.minRatio) return false;
  }
  return true;
}

/** Two questions of a theme share at most this many items, so none is another with one item changed. */
const maxShared = (a: number, b: number) => Math.max(1, Math.min(a, b) - 2);

function pickSet(theme: OrderTheme, random: Random, uses: Map<string, number>): RankedItem[] | undefined {
  const sizes = theme.sizes ?? [4];
  const size = sizes[Math.floor(random() * sizes.length)] ?? 4;
  // A target level per question: an easy question draws on well-known items only.
  const ceiling = Math.floor(random() * 3);
  const pool = theme.items.filter((i) => LEVEL_RANK[i.level] <= ceiling);
  const order = shuffled(pool, random).sort((a, b) => (uses.get(a.label) ?? 0) - (uses.get(b.label) ?? 0));
  const chosen: RankedItem[] = [];
  for (const item of order) {
    if (chosen.length === size) break;
    if (chosen.every((c) => separable(c.value, item.value, theme))) chosen.push(item);
  }
  return chosen.length === size ? chosen : undefined;
}

/** The theme's sets of items, chosen with a seeded random so every build gives the same questions. */
export function orderSets(theme: OrderTheme): RankedItem[][] {
  const random = seededRandom(`order:${theme.templateId}`);
  const uses = new Map<string, number>();
  const sets: RankedItem[][] = [];
  const keys = new Set<string>();
  for (let attempt = 0; attempt < theme.count * 40 && sets.length < theme.count; attempt += 1) {
    const set = pickSet(theme, random, uses);
    if (!set) continue;
    const labels = set.map((i) => i.label);
    const key = [...labels].sort().join('|');
    if (keys.has(key)) continue;
    const overlap = (other: RankedItem[]) => other.filter((o) => labels.includes(o.label)).length;
    if (sets.some((other) => overlap(other) > maxShared(set.length, other.length))) continue;
    keys.add(key);
    sets.push(set);
    for (const label of labels) uses.set(label, (uses.get(label) ?? 0) + 1);
  }
  return sets;
}

/** An order question from one set of a theme: the items in the true order, the values in the explanation. */
export function orderQuestion(theme: OrderTheme, set: readonly RankedItem[]): GeneratedQuestion {
  const sorted = [...set].sort((a, b) => (theme.descending ? b.value - a.value : a.value - b.value));
  if (sorted.length < ORDER_ITEMS.min || sorted.length > ORDER_ITEMS.max) {
    throw new Error(`${theme.templateId}: an order question has ${ORDER_ITEMS.min} to ${ORDER_ITEMS.max} items`);
  }
  const items = sorted.map((i) => i.label);
  const subject = [...items].sort().join(' + ');
  const level = Math.max(...sorted.map((i) => LEVEL_RANK[i.level]));
  return {
    id: shortId(`${theme.templateId}|order|${subject}`),
    type: 'order',
    category: theme.category,
    difficulty: DIFFICULTY_OF[level] as Difficulty,
    prompt: theme.prompt,
    answer: items.join(ORDER_SEPARATOR),
    aliases: [],
    items,
    ranking: {
      values: sorted.map((i) => i.value),
      ...(theme.minGap !== undefined ? { minGap: theme.minGap } : {}),
      ...(theme.minRatio !== undefined ? { minRatio: theme.minRatio } : {}),
    },
    explanation: `${sorted.map(theme.describe).join('; ')}.`,
    source: theme.source,
    asOf: theme.asOf,
    templateId: theme.templateId,
    subject,
    factKey: `${theme.templateId}:${subject}`,
    ...(theme.curriculum ? { curriculum: theme.curriculum } : {}),
    ...(theme.seasons?.length ? { seasons: theme.seasons } : {}),
  };
}

export function orderQuestions(theme: OrderTheme): GeneratedQuestion[] {
  return orderSets(theme).map((set) => orderQuestion(theme, set));
}

/** Thousands grouped with commas, as British print does; decimals kept as given. */
export function groupDigits(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '−' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** An estimate's answer as text: a year as it is written ("1912"), a measure grouped with its unit ("8,849 metres"). */
export function formatEstimate(value: number, unit?: string): string {
  return unit ? `${groupDigits(value)} ${unit}` : String(value);
}

/** One number fact asked as "closest wins". */
export interface EstimateSpec {
  templateId: string;
  subject: string;
  category: CategoryId;
  difficulty: Difficulty;
  source: string;
  asOf: string;
  prompt: string;
  value: number;
  /** Absent for a calendar year. */
  unit?: string;
  toleranceNote?: string;
  /** The fact's key when another question asks the same fact (a year table's typed question). */
  factKey?: string;
  explanation?: string;
  curriculum?: Curriculum;
  seasons?: readonly Season[];
}

export function estimateQuestion(spec: EstimateSpec): GeneratedQuestion {
  return {
    id: shortId(`${spec.templateId}|estimate|${spec.subject}`),
    type: 'estimate',
    category: spec.category,
    difficulty: spec.difficulty,
    prompt: spec.prompt,
    answer: formatEstimate(spec.value, spec.unit),
    aliases: [],
    value: spec.value,
    ...(spec.unit ? { unit: spec.unit } : {}),
    ...(spec.toleranceNote ? { toleranceNote: spec.toleranceNote } : {}),
    ...(spec.explanation ? { explanation: spec.explanation } : {}),
    source: spec.source,
    asOf: spec.asOf,
    templateId: spec.templateId,
    subject: spec.subject,
    factKey: spec.factKey ?? `${spec.templateId}:${spec.subject}`,
    ...(spec.curriculum ? { curriculum: spec.curriculum } : {}),
    ...(spec.seasons?.length ? { seasons: spec.seasons } : {}),
  };
}
