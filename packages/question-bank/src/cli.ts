import { generateQuestionBank } from './generate.js';
import { statsMarkdown } from './stats-table.js';
import { CATEGORIES } from './types.js';

const started = performance.now();
const bank = await generateQuestionBank();
const ms = Math.round(performance.now() - started);

// `--markdown`: the table the README's content section shows.
if (process.argv.includes('--markdown')) {
  console.info(statsMarkdown(bank.questions, bank.stats));
  process.exit(0);
}

const reasonCounts = new Map<string, number>();
for (const r of bank.rejected) {
  for (const reason of r.reasons) {
    const kind = reason.replace(/ (of|")\s?.*$/, '');
    reasonCounts.set(kind, (reasonCounts.get(kind) ?? 0) + 1);
  }
}

console.info(`Generated ${bank.questions.length} questions in ${ms} ms`);
console.info(`Passed QC: ${bank.passed}   Rejected: ${bank.rejected.length}`);
console.info(`Distinct facts: ${bank.stats.facts}`);
console.info(
  `Padding (codes, domains, dog-breed origins): ${bank.stats.padding} (${((100 * bank.stats.padding) / bank.stats.total).toFixed(1)}%)`,
);
console.info('Category                 questions  share  facts   easy  medium  hard');
const passed = bank.questions.filter((q) => q.qc.passed);
for (const { id } of CATEGORIES) {
  const inCategory = passed.filter((q) => q.category === id);
  const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`.padStart(6);
  const level = (d: string) => pct(inCategory.filter((q) => q.difficulty === d).length, inCategory.length);
  console.info(
    `${id.padEnd(24)} ${String(inCategory.length).padStart(9)} ${pct(inCategory.length, passed.length)} ${String(
      bank.stats.factsByCategory[id],
    ).padStart(6)} ${level('easy')} ${level('medium')} ${level('hard')}`,
  );
}
console.info('Rejections by reason:');
for (const [reason, n] of [...reasonCounts].sort((a, b) => b[1] - a[1])) console.info(`  ${n}  ${reason}`);
console.info('First 20 rejections:');
for (const r of bank.rejected.slice(0, 20)) console.info(`  ${r.id}  ${r.prompt}  ->  ${r.reasons.join('; ')}`);
