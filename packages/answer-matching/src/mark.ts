import { editDistance } from './edit-distance.js';
import { normaliseAnswer } from './normalise.js';
import { replaceNumberWords } from './numbers.js';
import { foldSpellingVariants } from './variants.js';

export type AcceptedAnswer = { answer: string; aliases?: readonly string[] };

export type MarkReason = 'exact' | 'normalised' | 'alias' | 'spelling' | 'number' | 'variant' | 'wrong' | 'empty';

export type MarkResult = { correct: boolean; matched?: string; reason: MarkReason };

export type MarkOptions = {
  /** Known wrong answers close to the right one, such as "Australia" when the answer is "Austria". */
  rejects?: readonly string[];
  /** Every answer of the same kind (all country names, say): a typo never turns one of them into another. */
  knownAnswers?: Iterable<string>;
};

/** The forms an answer is compared in, from strictest to most tolerant. */
type Forms = { text: string; normalised: string; compact: string; numbers: string; canonical: string };

function formsOf(text: string): Forms {
  const normalised = normaliseAnswer(text);
  const numbers = replaceNumberWords(normalised);
  return { text, normalised, compact: normalised.replace(/ /g, ''), numbers, canonical: foldSpellingVariants(numbers) };
}

// Spacing alone never tells two answers apart ("Sao Paulo" = "SaoPaulo", "U.S.A." = "USA").
const sameNormalised = (a: Forms, b: Forms): boolean => a.normalised === b.normalised || a.compact === b.compact;

/** Edits a word may have and still count: none up to 4 letters, 1 up to 8, then 2. */
export function typoBudget(letters: number): number {
  return letters <= 4 ? 0 : letters <= 8 ? 1 : 2;
}

/**
 * Total edits between two canonical answers when every word is within its own budget, else undefined.
 * The budget follows the shorter of the two words, so "Austria" is never within reach of "Australia";
 * a word holding a digit must match exactly, and a misspelt word must keep its first letter.
 */
export function spellingDistance(given: string, accepted: string): number | undefined {
  const givenWords = given.split(' ');
  const acceptedWords = accepted.split(' ');
  if (givenWords.length !== acceptedWords.length) return undefined;
  let total = 0;
  for (const [i, word] of givenWords.entries()) {
    const target = acceptedWords[i] as string;
    if (word === target) continue;
    if (/\d/.test(word) || /\d/.test(target)) return undefined;
    if (word.codePointAt(0) !== target.codePointAt(0)) return undefined;
    const distance = editDistance(word, target);
    if (distance > typoBudget(Math.min(Array.from(word).length, Array.from(target).length))) return undefined;
    total += distance;
  }
  return total;
}

const correct = (matched: Forms, reason: MarkReason): MarkResult => ({ correct: true, matched: matched.text, reason });
const WRONG: MarkResult = { correct: false, reason: 'wrong' };

function closestMisspelling(given: Forms, accepted: readonly Forms[]): Forms | undefined {
  let best: { forms: Forms; distance: number } | undefined;
  for (const forms of accepted) {
    const distance = spellingDistance(given.canonical, forms.canonical);
    if (distance !== undefined && (best === undefined || distance < best.distance)) best = { forms, distance };
  }
  return best?.forms;
}

/**
 * Marks a typed answer against the canonical answer and its aliases. Tolerance grows step by step (exact,
 * normalised, alias, numbers, spelling variants, misspellings) and the reason names the step that matched.
 * A given answer that is a known different answer (a reject or one of `knownAnswers`) is wrong, and a misspelling
 * is refused when it is at least as close to a different answer as to the right one.
 */
export function markAnswer(given: string, accepted: AcceptedAnswer, options: MarkOptions = {}): MarkResult {
  const typed = formsOf(given);
  if (typed.normalised === '') return { correct: false, reason: 'empty' };
  const answer = formsOf(accepted.answer);
  const aliases = (accepted.aliases ?? []).map(formsOf);
  const all = [answer, ...aliases];

  if (given.trim() === accepted.answer.trim()) return correct(answer, 'exact');
  if (sameNormalised(typed, answer)) return correct(answer, 'normalised');
  const alias = aliases.find((forms) => sameNormalised(typed, forms));
  if (alias) return correct(alias, 'alias');

  const acceptedKeys = new Set(all.map((forms) => forms.canonical));
  const others = [...(options.rejects ?? []), ...(options.knownAnswers ?? [])]
    .map(formsOf)
    .filter((forms) => !acceptedKeys.has(forms.canonical));
  if (others.some((forms) => sameNormalised(typed, forms) || forms.canonical === typed.canonical)) return WRONG;

  const byNumber = all.find((forms) => forms.numbers === typed.numbers);
  if (byNumber) return correct(byNumber, 'number');
  const byVariant = all.find((forms) => forms.canonical === typed.canonical);
  if (byVariant) return correct(byVariant, 'variant');

  const misspelt = closestMisspelling(typed, all);
  if (!misspelt) return WRONG;
  const distance = editDistance(typed.canonical, misspelt.canonical);
  const ambiguous = others.some((forms) => editDistance(typed.canonical, forms.canonical) <= distance);
  return ambiguous ? WRONG : correct(misspelt, 'spelling');
}
