import type { CategoryId, Curriculum, Difficulty, GeneratedQuestion } from '../types.js';
import { shortId } from './hash.js';
import { seededRandom, shuffled } from './random.js';
import { sharedAliases, unambiguousAliases } from '../aliases/shared-aliases.js';
import { looksAlike, normalise } from './text.js';

/** One fact, asked as text, as multiple choice, or both, in our own wording. */
export interface FactSpec {
  templateId: string;
  subject: string;
  category: CategoryId;
  difficulty: Difficulty;
  source: string;
  asOf: string;
  answer: string;
  aliases?: readonly string[];
  textPrompt?: string;
  mcPrompt?: string;
  /** Wrong answers of the same kind; the answer and anything alike are filtered out. */
  distractors?: readonly string[];
  /** Tried first (same continent, same era...) so wrong options are plausible. */
  preferredDistractors?: readonly string[];
  /** Other right answers, which must never be offered as wrong options. */
  alsoRight?: readonly string[];
  explanation?: string;
  /** Keep look-alike wrong options (years, numbers), where closeness is not confusion. */
  allowLookAlikes?: boolean;
  /** The fact's key when it is not `<templateId>:<subject>` (a mirror question shares its original's). */
  factKey?: string;
  curriculum?: Curriculum;
  answerKind?: 'person';
}

function pickDistractors(spec: FactSpec, seed: string): string[] | undefined {
  const random = seededRandom(seed);
  const banned = [spec.answer, ...(spec.aliases ?? []), ...(spec.alsoRight ?? [])];
  // The question's own subject is no wrong option either ("Which planet comes after Mercury?" never offers Mercury).
  const bannedNormal = new Set([...banned, spec.subject].map(normalise));
  const chosen: string[] = [];
  const taken = new Set<string>();
  const consider = (pool: readonly string[]) => {
    for (const candidate of shuffled(pool, random)) {
      if (chosen.length === 3) return;
      const key = normalise(candidate);
      if (!key || taken.has(key) || bannedNormal.has(key)) continue;
      if (!spec.allowLookAlikes && banned.some((b) => looksAlike(b, candidate))) continue;
      if (!spec.allowLookAlikes && chosen.some((c) => looksAlike(c, candidate))) continue;
      taken.add(key);
      chosen.push(candidate);
    }
  };
  consider(spec.preferredDistractors ?? []);
  consider(spec.distractors ?? []);
  return chosen.length === 3 ? chosen : undefined;
}

/** Longest canonical answer a player is asked to type. */
export const MAX_TYPED_ANSWER = 40;

/** Letters (accents are forgiven by the marker, so é counts as e), digits, spaces and common punctuation. */
const KEYBOARD = /^[A-Za-z0-9 .,'’\-&()!?:/+]+$/;

function onKeyboard(text: string): boolean {
  return KEYBOARD.test(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}

/** A text form is asked only when the answer is short and it, or an accepted alias, can be typed on a UK keyboard. */
export function typeable(answer: string, aliases: readonly string[]): boolean {
  return answer.length <= MAX_TYPED_ANSWER && [answer, ...aliases].some(onKeyboard);
}

export function questionsFromFact(spec: FactSpec): GeneratedQuestion[] {
  const factKey = spec.factKey ?? `${spec.templateId}:${spec.subject}`;
  const base = {
    category: spec.category,
    difficulty: spec.difficulty,
    answer: spec.answer,
    source: spec.source,
    asOf: spec.asOf,
    templateId: spec.templateId,
    subject: spec.subject,
    factKey,
    ...(spec.explanation ? { explanation: spec.explanation } : {}),
    ...(spec.curriculum ? { curriculum: spec.curriculum } : {}),
    ...(spec.answerKind ? { answerKind: spec.answerKind } : {}),
  };
  const out: GeneratedQuestion[] = [];
  if (spec.mcPrompt) {
    const id = shortId(`${spec.templateId}|multiple_choice|${spec.subject}`);
    const wrong = pickDistractors(spec, id);
    if (wrong) {
      const options = shuffled([spec.answer, ...wrong], seededRandom(`${id}:order`));
      out.push({ ...base, id, type: 'multiple_choice', prompt: spec.mcPrompt, aliases: [], options });
    }
  }
  if (spec.textPrompt && typeable(spec.answer, spec.aliases ?? [])) {
    const id = shortId(`${spec.templateId}|text|${spec.subject}`);
    const aliases = unambiguousAliases(spec.answer, [
      ...new Set([...(spec.aliases ?? []), ...sharedAliases(spec.answer)]),
    ])
      // Within the typed-answer length: nobody types a 50-letter name when the short one is accepted.
      .filter((a) => normalise(a) !== normalise(spec.answer) && a.length <= MAX_TYPED_ANSWER);
    out.push({ ...base, id, type: 'text', prompt: spec.textPrompt, aliases });
  }
  return out;
}
