import { editDistance } from './edit-distance.js';
import { normaliseAnswer } from './normalise.js';
import { replaceNumberWords } from './numbers.js';
import { foldSpellingVariants } from './variants.js';

export type AcceptedAnswer = { answer: string; aliases?: readonly string[] };

export type MarkReason =
  | 'exact'
  | 'normalised'
  | 'alias'
  | 'title'
  | 'name'
  | 'spelling'
  | 'number'
  | 'variant'
  | 'wrong'
  | 'ambiguous'
  | 'empty';

export type MarkResult = { correct: boolean; matched?: string; reason: MarkReason };

export type MarkOptions = {
  /** Known wrong answers close to the right one, such as "Australia" when the answer is "Austria". */
  rejects?: readonly string[];
  /** Every answer of the same kind (all country names, say): a typo never turns one of them into another. */
  knownAnswers?: Iterable<string>;
  /** The answer is a person: a first and last name without the middle names or initials is accepted. */
  person?: boolean;
};

/**
 * Titles a quizmaster ignores in front of a name: "Sir Isaac Newton" is Isaac Newton, "Queen Victoria" Victoria.
 * Only leading ones, and only when a name follows (the band Queen stays Queen).
 */
const TITLES = new Set(['sir', 'dame', 'queen', 'king', 'saint', 'st', 'lord']);

/** The words of a normalised answer without the titles in front of it. */
export function withoutTitles(normalised: string): string {
  const words = normalised.split(' ');
  while (words.length > 1 && TITLES.has(words[0] as string)) words.shift();
  return words.join(' ');
}

/** The forms an answer is compared in, from strictest to most tolerant. */
type Forms = {
  text: string;
  normalised: string;
  compact: string;
  /** Without leading titles. */
  bare: string;
  numbers: string;
  canonical: string;
};

function formsOf(text: string): Forms {
  const normalised = normaliseAnswer(text);
  const bare = withoutTitles(normalised);
  // A year written with its era ("AD 122", "122 CE") is that year; "122 BC" stays another one.
  const numbers = replaceNumberWords(bare).replace(/^(?:ad|ce) (\d+)$|^(\d+) (?:ad|ce)$/, '$1$2');
  return {
    text,
    normalised,
    compact: normalised.replace(/ /g, ''),
    bare,
    numbers,
    canonical: foldSpellingVariants(numbers),
  };
}

// Spacing alone never tells two answers apart ("Sao Paulo" = "SaoPaulo", "U.S.A." = "USA").
const sameNormalised = (a: Forms, b: Forms): boolean => a.normalised === b.normalised || a.compact === b.compact;

/** Edits a word may have and still count: none up to 3 letters, 1 from 4 to 8 ("Van Gough"), then 2. */
export function typoBudget(letters: number): number {
  return letters <= 3 ? 0 : letters <= 8 ? 1 : 2;
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
const AMBIGUOUS: MarkResult = { correct: false, reason: 'ambiguous' };

function closestMisspelling(given: Forms, accepted: readonly Forms[]): Forms | undefined {
  let best: { forms: Forms; distance: number } | undefined;
  for (const forms of accepted) {
    const distance = spellingDistance(given.canonical, forms.canonical);
    if (distance !== undefined && (best === undefined || distance < best.distance)) best = { forms, distance };
  }
  return best?.forms;
}

const wordsOf = (text: string) => text.split(' ').filter(Boolean);

/** Every word of `short` is in `long`, and `long` has more: "Korea" is a shorter name of "North Korea". */
function shorterNameOf(short: string, long: string): boolean {
  const longWords = wordsOf(long);
  const shortWords = wordsOf(short);
  return shortWords.length < longWords.length && shortWords.every((word) => longWords.includes(word));
}

/**
 * A person's name without middle names or initials: the same first and last names, and any middle words given in
 * their order ("Franklin Roosevelt" for Franklin Delano Roosevelt, "John Kennedy" for John F Kennedy).
 */
function withoutMiddleNames(given: string, full: string): boolean {
  const g = wordsOf(given);
  const f = wordsOf(full);
  if (g.length < 2 || g.length > f.length || g[0] !== f[0] || g.at(-1) !== f.at(-1)) return false;
  let at = 1;
  for (const word of g.slice(1, -1)) {
    // A middle initial stands for the middle name it begins ("Franklin D Roosevelt").
    const found = f.findIndex(
      (full, i) => i >= at && i < f.length - 1 && (full === word || (word.length === 1 && full.startsWith(word))),
    );
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}

/** An alias written in capitals ("US", "UK", "DRC") is an abbreviation, never a shorter name of something else. */
const isAbbreviation = (text: string) => /^[A-Z][A-Z.&]*$/.test(text.replace(/\s/g, ''));

/**
 * Marks a typed answer against the canonical answer and its aliases. Tolerance grows step by step (exact,
 * normalised, alias, titles, numbers, spelling variants, a person's middle names, misspellings) and the reason
 * names the step that matched. A given answer that is a known different answer (a reject or one of `knownAnswers`)
 * is wrong; anything short of the canonical answer that is also a shorter name of a different known answer
 * ("Korea", when North Korea is an answer too) is ambiguous; and a misspelling is refused when it is at least as
 * close to a different answer as to the right one.
 */
export function markAnswer(given: string, accepted: AcceptedAnswer, options: MarkOptions = {}): MarkResult {
  const typed = formsOf(given);
  if (typed.normalised === '') return { correct: false, reason: 'empty' };
  const answer = formsOf(accepted.answer);
  const aliases = (accepted.aliases ?? []).map(formsOf);
  const all = [answer, ...aliases];

  if (given.trim() === accepted.answer.trim()) return correct(answer, 'exact');
  if (sameNormalised(typed, answer)) return correct(answer, 'normalised');

  const acceptedKeys = new Set(all.map((forms) => forms.canonical));
  const others = [...(options.rejects ?? []), ...(options.knownAnswers ?? [])]
    .map(formsOf)
    .filter((forms) => !acceptedKeys.has(forms.canonical));
  const namesAnother = others.some((forms) => shorterNameOf(typed.canonical, forms.canonical));
  const unless = (result: MarkResult) => (namesAnother ? AMBIGUOUS : result);

  const alias = aliases.find((forms) => sameNormalised(typed, forms));
  if (alias) return isAbbreviation(alias.text) ? correct(alias, 'alias') : unless(correct(alias, 'alias'));
  if (others.some((forms) => sameNormalised(typed, forms) || forms.canonical === typed.canonical)) return WRONG;

  const byTitle = all.find((forms) => forms.bare === typed.bare);
  if (byTitle) return unless(correct(byTitle, 'title'));
  const byNumber = all.find((forms) => forms.numbers === typed.numbers);
  if (byNumber) return unless(correct(byNumber, 'number'));
  const byVariant = all.find((forms) => forms.canonical === typed.canonical);
  if (byVariant) return unless(correct(byVariant, 'variant'));
  if (options.person) {
    const byName = all.find((forms) => withoutMiddleNames(typed.canonical, forms.canonical));
    if (byName) return unless(correct(byName, 'name'));
  }

  const misspelt = closestMisspelling(typed, all);
  if (!misspelt) return WRONG;
  const distance = editDistance(typed.canonical, misspelt.canonical);
  const ambiguous = others.some((forms) => editDistance(typed.canonical, forms.canonical) <= distance);
  return ambiguous ? WRONG : unless(correct(misspelt, 'spelling'));
}
