import type { Difficulty, QuestionBankStats } from '@trivia/contracts';
import { BANK_QUESTION_TYPES, type BankQuestionType } from './question.entity';

/** What the totals need of a question. */
export interface CountedQuestion {
  category: string;
  difficulty: Difficulty;
  type: BankQuestionType;
  factKey: string;
  qcPassed: boolean;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

const facts = (questions: readonly CountedQuestion[]) => new Set(questions.map((q) => q.factKey)).size;

function perKey<K extends string>(
  questions: readonly CountedQuestion[],
  keys: readonly K[],
  keyOf: (q: CountedQuestion) => K,
  measure: (questions: readonly CountedQuestion[]) => number,
): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, measure(questions.filter((q) => keyOf(q) === k))])) as Record<
    K,
    number
  >;
}

/**
 * The real totals of questions in play (spec: every number about content comes from here), with the distinct facts
 * behind them: a fact asked as text and as multiple choice, or both ways round, counts once.
 */
export function bankStats(
  questions: readonly CountedQuestion[],
  categoryName: (category: string) => string,
): QuestionBankStats {
  const inPlay = questions.filter((q) => q.qcPassed);
  const count = (list: readonly CountedQuestion[]) => list.length;
  const categories = [...new Set(inPlay.map((q) => q.category))];
  return {
    total: inPlay.length,
    facts: facts(inPlay),
    byCategory: categories
      .map((category) => {
        const inCategory = inPlay.filter((q) => q.category === category);
        return {
          category,
          name: categoryName(category),
          count: inCategory.length,
          facts: facts(inCategory),
          byDifficulty: perKey(inCategory, DIFFICULTIES, (q) => q.difficulty, count),
        };
      })
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    byDifficulty: perKey(inPlay, DIFFICULTIES, (q) => q.difficulty, count),
    factsByDifficulty: perKey(inPlay, DIFFICULTIES, (q) => q.difficulty, facts),
    byType: perKey(inPlay, BANK_QUESTION_TYPES, (q) => q.type, count),
    factsByType: perKey(inPlay, BANK_QUESTION_TYPES, (q) => q.type, facts),
    rejected: questions.length - inPlay.length,
  };
}
