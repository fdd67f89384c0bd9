import type { FactTable, Row } from '../fact-table.js';
import { BANKNOTE_TABLES } from './banknotes.js';
import { BIRTHPLACE_TABLES } from './birthplaces.js';
import { CAMPAIGNER_TABLES } from './campaigners.js';
import { EXPLORER_TABLES } from './explorers.js';
import { FAITH_TABLES } from './faith.js';
import { FOUNDER_TABLES } from './founders.js';
import { INVENTOR_TABLES } from './inventors.js';
import { NATIONALITY_TABLES } from './nationalities.js';
import { NICKNAME_TABLES } from './nicknames.js';
import { NOBEL_TABLES } from './nobel.js';
import { QUOTE_TABLES } from './quotes.js';
import { REAL_NAME_TABLES } from './real-names.js';
import { ROYAL_TABLES } from './royals.js';
import { SCIENTIST_TABLES } from './scientists.js';
import { SPOUSE_TABLES } from './spouses.js';

/** Names whose last word is no surname a quizmaster would accept alone (or would name someone else too). */
const NO_SURNAME = new Set(['Diana Spencer', 'Ronnie Kray', 'Orville Wright', 'Liu Xiaobo', 'Abiy Ahmed']);
const TITLED = /^(Pope|Prince|Princess|Queen|King|The|Mother|Saint|Lady|Sir|Dr) /;
const PARTICLES = new Set(['de', 'del', 'da', 'di', 'van', 'von', 'la', 'le']);

/** A person's surname as accepted alone, or none for one-word names, regnal names, titles and "of" names. */
function surname(name: string): string | undefined {
  const words = name.split(' ');
  if (words.length < 2 || NO_SURNAME.has(name) || TITLED.test(name) || / of |,|\bJr\.?$/.test(name)) return undefined;
  if (words.some((w) => /^[IVX]+$/.test(w))) return undefined;
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has((words[start - 1] ?? '').toLowerCase())) start -= 1;
  const last = words.slice(start).join(' ');
  return last.length >= 3 ? last : undefined;
}

/**
 * Adds the surname alone to a person table's aliases where no other answer (or distractor) of the table shares it
 * and the row has no short form already (so not "Fox" beside "Lane Fox"). Birth names and royals are left alone.
 */
function withSurnames(table: FactTable): FactTable {
  if (table.answerKind !== 'person' || /real-name|known-as|royal|henry-wife/.test(table.id)) return table;
  const counts = new Map<string, number>();
  for (const name of new Set([...table.rows.map((r) => r[1]), ...(table.extraDistractors ?? [])])) {
    const last = surname(name)?.toLowerCase();
    if (last) counts.set(last, (counts.get(last) ?? 0) + 1);
  }
  const rows = table.rows.map((row): Row => {
    const [subject, answer, level, aliases = [], alsoRight] = row;
    const last = surname(answer);
    const hasShort = aliases.some((a) => a.toLowerCase() === last?.toLowerCase() || answer.endsWith(` ${a}`));
    if (!last || hasShort || counts.get(last.toLowerCase()) !== 1) return row;
    const more = [...aliases, last];
    return alsoRight ? [subject, answer, level, more, alsoRight] : [subject, answer, level, more];
  });
  return { ...table, rows };
}

/** The famous-people fact tables (each table's own category decides where its questions count). */
export const TABLES: readonly FactTable[] = [
  ...INVENTOR_TABLES,
  ...SCIENTIST_TABLES,
  ...EXPLORER_TABLES,
  ...FOUNDER_TABLES,
  ...CAMPAIGNER_TABLES,
  ...REAL_NAME_TABLES,
  ...NATIONALITY_TABLES,
  ...NICKNAME_TABLES,
  ...QUOTE_TABLES,
  ...ROYAL_TABLES,
  ...BANKNOTE_TABLES,
  ...NOBEL_TABLES,
  ...BIRTHPLACE_TABLES,
  ...SPOUSE_TABLES,
  ...FAITH_TABLES,
].map(withSurnames);
