import { FACT_TABLES } from './data/all-tables.js';
import { capitalQuestions } from './generators/country-capitals.js';
import { countryFactQuestions } from './generators/country-facts.js';
import { countryNeighbourQuestions } from './generators/country-neighbours.js';
import { worldCountryQuestions } from './generators/country-world.js';
import { dogBreedQuestions } from './generators/dog-breeds.js';
import { elementQuestions } from './generators/elements.js';
import { estimateQuestionsFrom } from './generators/estimate-questions.js';
import { factTableQuestions } from './generators/fact-tables.js';
import { flagQuestions } from './generators/flags.js';
import { orderQuestionsFrom } from './generators/order-questions.js';
import { MEASURE_TABLES } from './data/ranked/index.js';
import { properNouns } from './qc/proper-nouns.js';
import { runQc } from './qc/run-qc.js';
import { createSpellChecker, type Dictionary } from './qc/spelling.js';
import { computeStats, type BankStats } from './stats.js';
import type { CheckedQuestion, GeneratedQuestion } from './types.js';

export interface QuestionBank {
  questions: CheckedQuestion[];
  passed: number;
  rejected: { id: string; prompt: string; reasons: string[] }[];
  stats: BankStats;
}

export function generateDrafts(): GeneratedQuestion[] {
  return [
    ...capitalQuestions(),
    ...countryFactQuestions(),
    ...worldCountryQuestions(),
    ...countryNeighbourQuestions(),
    ...elementQuestions(),
    ...dogBreedQuestions(),
    ...factTableQuestions(FACT_TABLES),
    ...flagQuestions(),
    ...orderQuestionsFrom(MEASURE_TABLES, FACT_TABLES),
    ...estimateQuestionsFrom(MEASURE_TABLES, FACT_TABLES),
  ];
}

async function loadDictionary(): Promise<Dictionary> {
  const module = await import('dictionary-en-gb');
  return module.default;
}

/** Deterministic: the same package versions and tables always give the same questions and ids. */
export async function generateQuestionBank(options: { dictionary?: Dictionary } = {}): Promise<QuestionBank> {
  const drafts = generateDrafts();
  const speller = createSpellChecker(options.dictionary ?? (await loadDictionary()), properNouns(drafts));
  const questions = runQc(drafts, speller);
  const rejected = questions
    .filter((q) => !q.qc.passed)
    .map((q) => ({ id: q.id, prompt: q.prompt, reasons: q.qc.reasons }));
  return { questions, passed: questions.length - rejected.length, rejected, stats: computeStats(questions) };
}
