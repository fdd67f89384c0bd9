import { TRUE_FALSE_OPTIONS, type CheckedQuestion, type GeneratedQuestion } from '../types.js';
import { rankedShapeReasons } from './ranked-shape.js';
import { disputedReasons } from './disputed.js';
import { duplicateReasons } from './duplicates.js';
import { giveawayReasons } from './giveaways.js';
import type { SpellChecker } from './spelling.js';

function spellingReasons(q: GeneratedQuestion, speller: SpellChecker): string[] {
  const texts = [q.prompt, q.explanation ?? '', ...(q.items ?? [])];
  const words = texts.flatMap((t) => speller.misspellings(t));
  return [...new Set(words)].map((w) => `spelling: "${w}" is not British English or not in the word list`);
}

function shapeReasons(q: GeneratedQuestion): string[] {
  if (q.type === 'order' || q.type === 'estimate') return rankedShapeReasons(q);
  if (q.type === 'true_false') {
    const options = q.options ?? [];
    const shaped = options.length === 2 && options.every((o, i) => o === TRUE_FALSE_OPTIONS[i]);
    return shaped && options.includes(q.answer)
      ? []
      : ['true or false needs the options True and False and one of them'];
  }
  if (q.type !== 'multiple_choice') return q.aliases.length >= 0 && q.answer.trim() ? [] : ['empty answer'];
  const options = q.options ?? [];
  const reasons: string[] = [];
  if (options.length !== 4 || new Set(options).size !== 4) reasons.push('multiple choice needs 4 distinct options');
  if (options.filter((o) => o === q.answer).length !== 1) reasons.push('answer must appear exactly once in options');
  return reasons;
}

export function runQc(questions: readonly GeneratedQuestion[], speller: SpellChecker): CheckedQuestion[] {
  const duplicates = duplicateReasons(questions);
  return questions.map((q) => {
    const reasons = [
      ...disputedReasons(q.templateId, q.subject, q.source),
      ...shapeReasons(q),
      ...giveawayReasons(q),
      ...spellingReasons(q, speller),
      ...(duplicates.get(q.id) ?? []),
    ];
    return { ...q, qc: { passed: reasons.length === 0, reasons } };
  });
}
