import { existsSync, readFileSync } from 'node:fs';
import type { Difficulty, QuizSeason } from '@trivia/contracts';
import type { BankQuestionType, QuestionMedia } from './question.entity';

/** One question as the generator writes it to bank.json (see packages/question-bank). */
export interface BankFileQuestion {
  id: string;
  type: BankQuestionType;
  category: string;
  difficulty: Difficulty;
  prompt: string;
  answer: string;
  aliases: string[];
  options?: string[];
  media?: QuestionMedia;
  seasons?: QuizSeason[];
  explanation?: string;
  factKey: string;
  source: string;
  asOf: string;
  qc: { passed: boolean; reasons: string[] };
  answerKind?: 'person';
  curriculum?: { subject: string; levels: string[] };
  /** `order`: the items in the true order. */
  items?: string[];
  /** `estimate`: the true value, its unit (none for a year) and how it is rounded. */
  value?: number;
  unit?: string;
  toleranceNote?: string;
}

export interface BankFile {
  /** A hash of the content: the seed does nothing when the database already holds this version. */
  version: string;
  categories: { id: string; name: string }[];
  attributions: { name: string; licence: string; usage: string; url?: string | null }[];
  questions: BankFileQuestion[];
}

/** Reads the generated bank, or null when the question-bank package has not been built. */
export function readBankFile(path: string): BankFile | null {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as BankFile;
}
