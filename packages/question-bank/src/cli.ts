import { generateQuestionBank } from './generate.js';

const started = performance.now();
const bank = await generateQuestionBank();
const ms = Math.round(performance.now() - started);

const reasonCounts = new Map<string, number>();
for (const r of bank.rejected) {
  for (const reason of r.reasons) {
    const kind = reason.replace(/ (of|")\s?.*$/, '');
    reasonCounts.set(kind, (reasonCounts.get(kind) ?? 0) + 1);
  }
}

console.info(`Generated ${bank.questions.length} questions in ${ms} ms`);
console.info(`Passed QC: ${bank.passed}   Rejected: ${bank.rejected.length}`);
console.info(JSON.stringify(bank.stats, null, 2));
console.info('Rejections by reason:');
for (const [reason, n] of [...reasonCounts].sort((a, b) => b[1] - a[1])) console.info(`  ${n}  ${reason}`);
console.info('First 20 rejections:');
for (const r of bank.rejected.slice(0, 20)) console.info(`  ${r.id}  ${r.prompt}  ->  ${r.reasons.join('; ')}`);
