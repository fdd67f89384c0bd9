import { normaliseAnswer } from './normalise.js';

type Kind = 'zero' | 'unit' | 'teen' | 'ten' | 'hundred' | 'scale';
type NumberWord = { value: number; kind: Kind; ordinal: boolean };
type Run = { value: number; next: number; ordinal: boolean; twoDigitsOnly: boolean };
type Token = { text: string; regnal: boolean };

const CARDINALS = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
  'seventeen eighteen nineteen'
).split(' ');
const ORDINALS = (
  'zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth ' +
  'fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth'
).split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

const WORDS = new Map<string, NumberWord>();
const kindOf = (value: number): Kind => (value === 0 ? 'zero' : value < 10 ? 'unit' : 'teen');
CARDINALS.forEach((word, value) => WORDS.set(word, { value, kind: kindOf(value), ordinal: false }));
ORDINALS.forEach((word, value) => WORDS.set(word, { value, kind: kindOf(value), ordinal: true }));
TENS.forEach((word, index) => {
  const value = (index + 2) * 10;
  WORDS.set(word, { value, kind: 'ten', ordinal: false });
  WORDS.set(`${word.slice(0, -1)}ieth`, { value, kind: 'ten', ordinal: true });
});
WORDS.set('nought', { value: 0, kind: 'zero', ordinal: false });
WORDS.set('hundred', { value: 100, kind: 'hundred', ordinal: false });
WORDS.set('hundredth', { value: 100, kind: 'hundred', ordinal: true });
for (const [word, value] of Object.entries(SCALES)) {
  WORDS.set(word, { value, kind: 'scale', ordinal: false });
  WORDS.set(`${word}th`, { value, kind: 'scale', ordinal: true });
}

// Which kinds of word may follow which, so that "nineteen eighty four" reads as two numbers, not 19 + 84.
const MAY_FOLLOW: Record<Kind | 'start', readonly Kind[]> = {
  start: ['zero', 'unit', 'teen', 'ten', 'hundred', 'scale'],
  zero: [],
  unit: ['hundred', 'scale'],
  teen: ['hundred', 'scale'],
  ten: ['unit', 'hundred', 'scale'],
  hundred: ['unit', 'teen', 'ten', 'scale'],
  scale: ['unit', 'teen', 'ten', 'scale'],
};

const ROMAN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };

function isNumberStart(word: string | undefined): boolean {
  const kind = word === undefined ? undefined : WORDS.get(word)?.kind;
  return kind === 'unit' || kind === 'teen' || kind === 'ten';
}

/** The number word at `i`; at the start of a number "a" and digits count too before "hundred" or a scale word. */
function numberWordAt(words: readonly string[], i: number, atStart: boolean): NumberWord | undefined {
  const word = words[i] as string;
  const nextKind = WORDS.get(words[i + 1] ?? '')?.kind;
  if (atStart && (nextKind === 'hundred' || nextKind === 'scale')) {
    if (word === 'a') return WORDS.get('one');
    if (/^\d+$/.test(word)) return { value: Number(word), kind: 'unit', ordinal: false };
  }
  return WORDS.get(word);
}

/** Reads the longest well-formed number in words starting at `start` ("one hundred and five", "a million"). */
function readRun(words: readonly string[], start: number): Run | undefined {
  let total = 0;
  let group = 0;
  let last: Kind | 'start' = 'start';
  let lastScale = Infinity;
  let ordinal = false;
  let twoDigitsOnly = true;
  let i = start;
  for (; i < words.length && !ordinal; i++) {
    if (words[i] === 'and' && (last === 'hundred' || last === 'scale') && isNumberStart(words[i + 1])) continue;
    const info: NumberWord | undefined = numberWordAt(words, i, last === 'start');
    if (!info || !MAY_FOLLOW[last].includes(info.kind)) break;
    if (info.kind === 'hundred') {
      if (group >= 100) break;
      group = (group || 1) * 100;
    } else if (info.kind === 'scale') {
      if (info.value >= lastScale) break;
      total += (group || 1) * info.value;
      group = 0;
      lastScale = info.value;
    } else {
      group += info.value;
    }
    if (info.kind === 'hundred' || info.kind === 'scale') twoDigitsOnly = false;
    last = info.kind;
    ordinal = info.ordinal;
  }
  if (last === 'start') return undefined;
  const value = total + group;
  return { value, next: i, ordinal, twoDigitsOnly: twoDigitsOnly && value >= 10 && value <= 99 };
}

/**
 * Reads a number at `start`, joining two two-digit numbers as a year from 1000 to 2099 ("nineteen eighty four" =
 * 1984, "ten sixty six" = 1066) but leaving "fifty fifty" as two numbers.
 */
function readNumber(words: readonly string[], start: number): Run | undefined {
  const run = readRun(words, start);
  if (!run?.twoDigitsOnly || run.ordinal || run.value > 20) return run;
  const second = readRun(words, run.next);
  if (!second?.twoDigitsOnly) return run;
  return { ...second, value: run.value * 100 + second.value, twoDigitsOnly: false };
}

function romanValue(word: string): number | undefined {
  if (word === '' || !ROMAN.test(word)) return undefined;
  let value = 0;
  for (let i = 0; i < word.length; i++) {
    const current = ROMAN_VALUES[word[i] as string] as number;
    const next = ROMAN_VALUES[word[i + 1] ?? ''] ?? 0;
    value += current < next ? -current : current;
  }
  return value;
}

function toTokens(words: readonly string[]): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i] as string;
    const suffixed = /^(\d+)(st|nd|rd|th)$/.exec(word);
    const roman = i > 0 ? romanValue(word) : undefined;
    const run = suffixed || roman !== undefined ? undefined : readNumber(words, i);
    if (suffixed) {
      tokens.push({ text: String(Number(suffixed[1])), regnal: true });
    } else if (roman !== undefined) {
      tokens.push({ text: String(roman), regnal: true });
    } else if (run) {
      tokens.push({ text: String(run.value), regnal: run.ordinal });
      i = run.next;
      continue;
    } else {
      tokens.push({ text: word, regnal: false });
    }
    i++;
  }
  return tokens;
}

/**
 * Rewrites the numbers in a normalised answer as digits: number words ("twenty one" = "21", "one hundred and
 * five" = "105", "a million"), ordinals ("third", "3rd" = "3"), and Roman numerals up to 39 after another word,
 * where they are regnal numbers ("Henry VIII" = "Henry the Eighth" = "Henry 8"). "The" before an ordinal or
 * Roman numeral is dropped so that all three forms meet.
 */
export function replaceNumberWords(normalised: string): string {
  const tokens = toTokens(normalised.split(' ').filter((word) => word !== ''));
  return tokens
    .filter((token, i) => !(token.text === 'the' && i > 0 && tokens[i + 1]?.regnal))
    .map((token) => token.text)
    .join(' ');
}

/** The value of text that is exactly one number ("twenty-one", "1,000", "3rd", "one hundred and five"). */
export function parseNumberWords(text: string): number | undefined {
  const words = normaliseAnswer(text).split(' ');
  if (words.length === 1 && /^\d+(\.\d+)?$/.test(words[0] as string)) return Number(words[0]);
  const replaced = replaceNumberWords(words.join(' '));
  return /^\d+$/.test(replaced) ? Number(replaced) : undefined;
}
