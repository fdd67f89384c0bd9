import { answerKey } from '../draw/question-draw';

/** What a question is compared by when looking for one the bank already asks. */
export interface LookalikeFields {
  id: string;
  type: string;
  category: string;
  prompt: string;
  answer: string;
}

/** A question the bank already asks, and why it counts as the same: a near-identical prompt, or the same fact. */
export interface Lookalike<Q> {
  question: Q;
  reason: 'prompt' | 'answer';
}

/**
 * Words that carry no fact: how a question is phrased ("Which … is known as …") must not make two questions on
 * different facts look alike, nor two wordings of one fact look different.
 */
const FILLER = new Set(
  (
    'a an the of in on at to for by with from into about as and or but not no is are was were be been being ' +
    'which what who whom whose where when how why this that these those it its does did do has have had ' +
    'can could would should will name named called known say said one ever also than then there their his her'
  ).split(' '),
);

/** Prompts sharing at least this share of their words (Jaccard) are one question reworded. */
const SAME_PROMPT = 0.85;
/**
 * With the same answer in the same category, prompts sharing two words or more, and this share of the shorter
 * one's weight, ask one fact. A word weighs more the fewer questions use it: "Angola is part of which continent?"
 * and "Ethiopia is part of which continent?" share the template's common words, not the country that makes the
 * fact, so they stay two facts; "the Red Planet" twice is one.
 */
const SAME_FACT = 0.7;

/** A prompt's fact-bearing words: accents, case, punctuation, filler and a plural "s" aside, each once. */
export function contentWords(prompt: string): string[] {
  const words = prompt
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLER.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  return [...new Set(words)].sort();
}

/**
 * The bank's questions indexed for "does the bank already ask this?": by their words (each word lists the
 * questions that use it, so a check reads only questions sharing a word) and by category and answer. Built once
 * per change of the bank; a check then costs a few thousand counts, not a pass over every prompt.
 */
export class LookalikeIndex<Q extends LookalikeFields> {
  private readonly words: string[][];
  private readonly byWords = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly byAnswer = new Map<string, number[]>();

  constructor(private readonly questions: readonly Q[]) {
    this.words = questions.map((q) => contentWords(q.prompt));
    this.words.forEach((words, i) => {
      if (words.length > 0 && !this.byWords.has(words.join(' '))) this.byWords.set(words.join(' '), i);
      for (const word of words) push(this.postings, word, i);
      push(this.byAnswer, `${questions[i]!.category}|${answerKey(questions[i]!.answer)}`, i);
    });
  }

  /** The question the bank already asks that this one repeats, or null. */
  find(query: Omit<LookalikeFields, 'id'>): Lookalike<Q> | null {
    const words = contentWords(query.prompt);
    if (words.length === 0) return null;
    const exact = this.byWords.get(words.join(' '));
    if (exact !== undefined) return { question: this.questions[exact]!, reason: 'prompt' };
    const shared = this.sharedWords(words);
    let best: { index: number; score: number } | null = null;
    for (const [index, overlap] of shared) {
      const score = overlap / (words.length + this.words[index]!.length - overlap);
      if (score >= SAME_PROMPT && (!best || score > best.score)) best = { index, score };
    }
    if (best) return { question: this.questions[best.index]!, reason: 'prompt' };
    // "True" and "False" are every true-or-false question's answers: only the prompt can say they are one fact.
    if (query.type === 'true_false') return null;
    const weight = this.weightOf(words);
    for (const index of this.byAnswer.get(`${query.category}|${answerKey(query.answer)}`) ?? []) {
      if ((shared.get(index) ?? 0) < 2) continue;
      const theirs = new Set(this.words[index]);
      const common = this.weightOf(words.filter((word) => theirs.has(word)));
      if (common / Math.min(weight, this.weightOf(this.words[index]!)) >= SAME_FACT) {
        return { question: this.questions[index]!, reason: 'answer' };
      }
    }
    return null;
  }

  /** The words' summed rarity (inverse document frequency): a word no question uses weighs the most. */
  private weightOf(words: readonly string[]): number {
    const total = this.questions.length + 1;
    return words.reduce((sum, word) => sum + Math.log(total / ((this.postings.get(word)?.length ?? 0) + 1)) + 1, 0);
  }

  /** How many of `words` each question that shares any of them has. */
  private sharedWords(words: readonly string[]): Map<number, number> {
    const counts = new Map<number, number>();
    for (const word of words) {
      for (const index of this.postings.get(word) ?? []) counts.set(index, (counts.get(index) ?? 0) + 1);
    }
    return counts;
  }
}

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
