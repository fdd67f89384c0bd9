import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateQuestionBank } from '../generate.js';
import { sampleMarkdown } from './sample.js';

/** Writes SAMPLE.md at the package root: 100 random questions per category, for anyone to judge the bank. */
const bank = await generateQuestionBank();
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../SAMPLE.md');
writeFileSync(out, sampleMarkdown(bank.questions));
console.info(`Wrote ${out}`);
