import { loadCountries } from '../data/countries.js';
import type { GeneratedQuestion } from '../types.js';

/** Words every question uses: sharing one of these with an option says nothing. */
const COMMON = new Set(
  'which what whom whose where when this that these those with from into onto upon over under about after before there their they them than then also only most more some many much such each every other another does done have been being were famous first name named called known following part country city town river state island islands capital'.split(
    ' ',
  ),
);

let nationalities: Map<string, string> | null = null;

/** "French" and "France", "Dutch" and "Netherlands" are the same clue: demonyms are read as their country. */
function nationalityMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const country of loadCountries()) {
    const name = wordsOf(country.name)[0];
    if (!name) continue;
    for (const demonym of [country.demonym, ...country.demonymAliases]) {
      for (const word of wordsOf(demonym ?? '')) map.set(word, name);
    }
  }
  return map;
}

function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).filter((word) => word.length >= 4 && !COMMON.has(word));
}

/** The clues a text carries: each word's first five letters ("japan" for Japanese), and a nationality's country. */
function cluesOf(text: string): Set<string> {
  nationalities ??= nationalityMap();
  const clues = new Set<string>();
  for (const word of wordsOf(text)) {
    clues.add(word.slice(0, 5));
    const country = nationalities.get(word);
    if (country) clues.add(country.slice(0, 5));
  }
  return clues;
}

/**
 * A multiple-choice question gives itself away when its answer shares a word (or a word's stem, or a country and
 * its nationality) with the question and no wrong option does: "Which currency is used in Japan? … Japanese yen".
 */
export function giveawayReasons(question: Pick<GeneratedQuestion, 'type' | 'prompt' | 'answer' | 'options'>): string[] {
  if (question.type !== 'multiple_choice' || !question.options) return [];
  const prompt = cluesOf(question.prompt);
  const shares = (option: string) => [...cluesOf(option)].some((clue) => prompt.has(clue));
  const wrong = question.options.filter((option) => option !== question.answer);
  if (!shares(question.answer) || wrong.some(shares)) return [];
  return [`giveaway: the answer "${question.answer}" repeats a word of the question and no other option does`];
}
