import type { BankStats } from './stats.js';
import { CATEGORIES, DIFFICULTIES, type CheckedQuestion } from './types.js';

const pct = (n: number, of: number) => `${of ? Math.round((100 * n) / of) : 0}%`;

/** The bank's totals as a Markdown table: questions, share, distinct facts and difficulty mix per category. */
export function statsMarkdown(questions: readonly CheckedQuestion[], stats: BankStats): string {
  const passed = questions.filter((q) => q.qc.passed);
  const mix = (list: readonly CheckedQuestion[]) =>
    DIFFICULTIES.map((d) => pct(list.filter((q) => q.difficulty === d).length, list.length)).join(' | ');
  const rows = CATEGORIES.map(({ id, name }) => {
    const inCategory = passed.filter((q) => q.category === id);
    const share = pct(inCategory.length, passed.length);
    return `| ${name} | ${inCategory.length.toLocaleString('en-GB')} | ${share} | ${stats.factsByCategory[id]?.toLocaleString('en-GB')} | ${mix(inCategory)} |`;
  });
  return [
    '| Category | Questions | Share | Facts | Easy | Medium | Hard |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **All** | **${stats.total.toLocaleString('en-GB')}** | 100% | **${stats.facts.toLocaleString('en-GB')}** | ${mix(passed)} |`,
    '',
    `Padding (dialling codes, internet domains, Olympic codes, dog-breed origins): ${pct(stats.padding, stats.total)}. ` +
      `Multiple choice ${stats.byType.multiple_choice?.toLocaleString('en-GB')}, typed ${stats.byType.text?.toLocaleString('en-GB')}, ` +
      `put in order ${stats.byType.order?.toLocaleString('en-GB')}, closest wins ${stats.byType.estimate?.toLocaleString('en-GB')}.`,
  ].join('\n');
}
