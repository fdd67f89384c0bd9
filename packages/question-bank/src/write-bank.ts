import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTRIBUTIONS } from './attributions.js';
import { generateQuestionBank } from './generate.js';
import { CATEGORIES } from './types.js';

/**
 * Writes dist/bank.json at build time: the backend imports it into PostgreSQL with an idempotent seed, so the
 * server never runs the generator (or loads the dictionary) at start-up.
 */
const bank = await generateQuestionBank();
const questions = bank.questions.map((question) => ({
  id: question.id,
  type: question.type,
  category: question.category,
  difficulty: question.difficulty,
  prompt: question.prompt,
  answer: question.answer,
  aliases: question.aliases,
  ...(question.options ? { options: question.options } : {}),
  ...(question.media ? { media: question.media } : {}),
  ...(question.seasons?.length ? { seasons: question.seasons } : {}),
  ...(question.explanation ? { explanation: question.explanation } : {}),
  factKey: question.factKey,
  ...(question.curriculum ? { curriculum: question.curriculum } : {}),
  ...(question.answerKind ? { answerKind: question.answerKind } : {}),
  ...(question.items ? { items: question.items } : {}),
  ...(question.value !== undefined ? { value: question.value } : {}),
  ...(question.unit ? { unit: question.unit } : {}),
  ...(question.toleranceNote ? { toleranceNote: question.toleranceNote } : {}),
  source: question.source,
  asOf: question.asOf,
  qc: question.qc,
}));
const attributions = ATTRIBUTIONS.map((a) => ({ name: a.name, licence: a.licence, usage: a.used, url: a.url }));
const body = { categories: CATEGORIES, attributions, questions };
const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
const out = resolve(dirname(fileURLToPath(import.meta.url)), 'bank.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ version, ...body }));
console.info(`Wrote ${questions.length} questions (${bank.passed} passed QC), version ${version}, to ${out}`);
