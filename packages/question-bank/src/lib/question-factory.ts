import {
  TRUE_FALSE_OPTIONS,
  type CategoryId,
  type Curriculum,
  type Difficulty,
  type GeneratedQuestion,
  type QuestionMedia,
  type Season,
} from '../types.js';
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
  /**
   * The fact as a statement about an answer ("Canberra is the capital of Australia."): given, a true-or-false
   * question is asked too, about the answer or, for about half the facts, a wrong option of the same kind.
   */
  statement?: (answer: string) => string;
  /** Right in the world though not this fact's answer (another row's answer for the same subject): never the false side. */
  notWrong?: readonly string[];
  seasons?: readonly Season[];
  /** A picture question: the media is part of the question, and prompts alike across subjects are told apart by it. */
  media?: QuestionMedia;
}

function pickDistractors(spec: FactSpec, seed: string, wanted = 3): string[] | undefined {
  const random = seededRandom(seed);
  const banned = [spec.answer, ...(spec.aliases ?? []), ...(spec.alsoRight ?? []), ...(spec.notWrong ?? [])];
  // The question's own subject is no wrong option either ("Which planet comes after Mercury?" never offers Mercury).
  const bannedNormal = new Set([...banned, spec.subject].map(normalise));
  const chosen: string[] = [];
  const taken = new Set<string>();
  const consider = (pool: readonly string[]) => {
    for (const candidate of shuffled(pool, random)) {
      if (chosen.length === wanted) return;
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
  return chosen.length === wanted ? chosen : undefined;
}

/** One name inside the other ("Band Aid" and "Band Aid II"): a statement about it would be a quibble, not false. */
function overlaps(a: string, b: string): boolean {
  const x = ` ${normalise(a)} `;
  const y = ` ${normalise(b)} `;
  return x.includes(y) || y.includes(x);
}

/**
 * A true-or-false question from the fact's statement: about half (by the question's id) state the answer, the
 * rest a wrong option of the same kind, chosen as a multiple-choice distractor is (never an alias, another right
 * answer, or a name that contains the answer), so a false statement is false.
 */
function trueFalseQuestion(spec: FactSpec, base: Omit<GeneratedQuestion, 'id' | 'type' | 'prompt' | 'aliases'>) {
  if (!spec.statement) return undefined;
  const id = shortId(`${spec.templateId}|true_false|${spec.subject}`);
  const isTrue = seededRandom(`${id}:truth`)() < 0.5;
  const wrong = isTrue
    ? undefined
    : pickDistractors(
        { ...spec, distractors: (spec.distractors ?? []).filter((d) => !overlaps(d, spec.answer)) },
        `${id}:false`,
        1,
      )?.[0];
  if (!isTrue && !wrong) return undefined;
  const truth = spec.statement(spec.answer);
  const { answerKind: _typedOnly, ...shared } = base;
  return {
    ...shared,
    id,
    type: 'true_false' as const,
    prompt: isTrue ? truth : spec.statement(wrong as string),
    answer: isTrue ? TRUE_FALSE_OPTIONS[0] : TRUE_FALSE_OPTIONS[1],
    aliases: [],
    options: [...TRUE_FALSE_OPTIONS],
    // The host reads the fact out after a false one; a spec's own explanation says more.
    explanation: spec.explanation ?? truth,
  };
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
    ...(spec.media ? { media: spec.media } : {}),
    ...(spec.seasons?.length ? { seasons: spec.seasons } : {}),
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
  const trueFalse = trueFalseQuestion(spec, base);
  if (trueFalse) out.push(trueFalse);
  return out;
}
