import { LEVELS, type FactTable } from '../data/fact-table.js';
import { questionsFromFact } from '../lib/question-factory.js';
import type { GeneratedQuestion } from '../types.js';

/** A person's surname, when it is one: not "Elizabeth II", "Alfred the Great", "Catherine of Aragon" or "Jr.". */
function surnameOf(name: string): string | undefined {
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  if (words.length < 2 || /\b(of|the|de|van|von|da)\b/i.test(name) || /^([IVX]+|Jr\.?|Sr\.?)$/.test(last))
    return undefined;
  return last.length >= 3 ? last : undefined;
}

/**
 * A quizmaster takes a famous person's surname alone ("Dickens") unless another answer of the same table shares
 * it (Tom and Colin Baker): a table of people gets those surnames as aliases.
 */
function surnameAliases(table: FactTable): Map<string, string> {
  if (table.answerKind !== 'person') return new Map();
  const bySurname = new Map<string, Set<string>>();
  for (const [, answer] of table.rows) {
    const surname = surnameOf(answer);
    if (surname) bySurname.set(surname.toLowerCase(), (bySurname.get(surname.toLowerCase()) ?? new Set()).add(answer));
  }
  const out = new Map<string, string>();
  for (const [, answers] of bySurname) {
    if (answers.size !== 1) continue;
    const [answer] = [...answers] as [string];
    out.set(answer, surnameOf(answer) as string);
  }
  return out;
}

export function factTableQuestions(tables: readonly FactTable[]): GeneratedQuestion[] {
  return tables.flatMap((table) => {
    const pool = [...new Set([...table.rows.map((r) => r[1]), ...(table.extraDistractors ?? [])])];
    const surnames = surnameAliases(table);
    const answersOf = new Map<string, string[]>();
    for (const [subject, answer] of table.rows) answersOf.set(subject, [...(answersOf.get(subject) ?? []), answer]);
    return table.rows.flatMap(([subject, answer, level, aliases, alsoRight]) => {
      const statement = table.statement?.(subject, answer) ? table.statement : undefined;
      return questionsFromFact({
        templateId: table.id,
        subject,
        category: table.category,
        difficulty: LEVELS[level],
        source: `fact-table:${table.name}`,
        asOf: table.asOf,
        answer,
        // Another right answer is right when typed too (William or Harold for 1066's king).
        aliases: [...(aliases ?? []), ...(alsoRight ?? []), ...(surnames.has(answer) ? [surnames.get(answer)!] : [])],
        alsoRight: alsoRight ?? [],
        textPrompt: table.text?.(subject),
        mcPrompt: table.mc?.(subject),
        distractors: pool,
        allowLookAlikes: table.allowLookAlikes,
        factKey: table.mirrorOf
          ? `${table.mirrorOf}:${answer}`
          : table.sharesFactsWith
            ? `${table.sharesFactsWith}:${subject}`
            : undefined,
        curriculum: table.curriculum,
        answerKind: table.answerKind,
        statement: statement && ((a: string) => statement(subject, a) as string),
        // Another row's answer for the same subject is right too: a false statement never names it.
        notWrong: answersOf.get(subject)?.filter((a) => a !== answer),
        seasons: table.seasons,
      });
    });
  });
}
