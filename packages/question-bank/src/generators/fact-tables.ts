import { LEVELS, type FactTable } from '../data/fact-table.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { GeneratedQuestion } from '../types.js';

export function factTableQuestions(tables: readonly FactTable[]): GeneratedQuestion[] {
  return tables.flatMap((table) => {
    const pool = [...new Set([...table.rows.map((r) => r[1]), ...(table.extraDistractors ?? [])])];
    return table.rows.flatMap(([subject, answer, level, aliases, alsoRight]) =>
      questionsFromFact({
        templateId: table.id,
        subject,
        category: table.category,
        difficulty: LEVELS[level],
        source: `fact-table:${table.name}`,
        asOf: table.asOf,
        answer,
        // Another right answer is right when typed too (William or Harold for 1066's king).
        aliases: [...(aliases ?? []), ...(alsoRight ?? [])],
        alsoRight: alsoRight ?? [],
        textPrompt: table.text?.(subject),
        mcPrompt: table.mc?.(subject),
        distractors: pool,
        allowLookAlikes: table.allowLookAlikes,
        factKey: table.mirrorOf ? `${table.mirrorOf}:${answer}` : undefined,
        curriculum: table.curriculum,
        answerKind: table.answerKind,
      }),
    );
  });
}
