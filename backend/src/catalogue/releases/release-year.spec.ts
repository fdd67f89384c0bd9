import { QUIZ_SEASONS, shiftDate } from '@trivia/contracts';
import { resolve } from 'node:path';
import { questionSourceFromFile, readBankFile } from '../../question-bank';
import { BankQuestionPicker } from '../composition/bank-question-picker';
import { composeRelease, FACT_REST_DAYS, type KnownRelease, recentFacts } from './releases.service';
import { releasesOn, SEASON_WINDOWS } from './release-schedule';

/**
 * A whole year of releases over the real bank, composed as the releases job does (each date after every date
 * before it, the 90-day rule on facts), from 90 days before 1 January (so the quizzes before it have used what
 * they use) to 31 December: "two new quizzes a day, 730 a year" and every seasonal window in full. Needs the built
 * bank (packages/question-bank).
 */
const BANK_FILE = resolve(__dirname, '../../../../packages/question-bank/dist/bank.json');
const YEAR = 2026;
const FIRST = `${YEAR}-${SEASON_WINDOWS.halloween.from}`;
const LAST = `${YEAR}-${SEASON_WINDOWS.christmas.to}`;
const YEAR_START = `${YEAR}-01-01`;
const YEAR_END = `${YEAR}-12-31`;

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, -1)) dates.push(date);
  return dates;
}

async function realBank(): Promise<BankQuestionPicker> {
  const file = readBankFile(BANK_FILE);
  if (!file) throw new Error('Build packages/question-bank first: this test reads its bank.json');
  return new BankQuestionPicker(await questionSourceFromFile(file));
}

describe('a full year of releases', () => {
  const known: (KnownRelease & { slug: string; archetype: string })[] = [];
  const skipped: { slug: string; date: string; reason: string }[] = [];

  beforeAll(async () => {
    const picker = await realBank();
    for (const date of datesBetween(shiftDate(YEAR_START, FACT_REST_DAYS), YEAR_END)) {
      for (const release of releasesOn(date)) {
        const quiz = composeRelease(release, recentFacts(known, release), picker);
        if ('reason' in quiz) skipped.push({ slug: release.slug, date: release.date, reason: quiz.reason });
        else known.push({ ...release, factKeys: quiz.factKeys });
      }
    }
  }, 240_000);

  it('publishes two quizzes every day of the year, none skipped', () => {
    expect(skipped.filter((s) => s.date >= YEAR_START)).toEqual([]);
    expect(known.filter((k) => k.date >= YEAR_START)).toHaveLength(730);
  });

  it('makes every seasonal release of the year, and every other release of the windows', () => {
    const windowDates = datesBetween(FIRST, LAST);
    const counts: Record<string, number> = {};
    for (const season of QUIZ_SEASONS) {
      const scheduled = windowDates.flatMap((date) => releasesOn(date)).filter((r) => r.archetype === season);
      counts[season] = scheduled.length;
      expect(known.filter((k) => k.archetype === season && k.date >= FIRST).map((k) => k.slug)).toEqual(
        scheduled.map((r) => r.slug),
      );
    }
    // Counted from the schedule: a full season is 13 Halloween, 5 Bonfire Night and 23 Christmas quizzes.
    expect(counts).toEqual({ halloween: 13, 'bonfire-night': 5, christmas: 23 });
    expect(skipped.filter((s) => s.date >= FIRST)).toEqual([]);
  });

  it('never asks a fact again within 90 days of the release that asked it', () => {
    const lastAsked = new Map<string, string>();
    for (const release of known) {
      const from = shiftDate(release.date, FACT_REST_DAYS);
      for (const fact of release.factKeys) {
        const before = lastAsked.get(fact);
        if (before !== undefined) expect([fact, before >= from]).toEqual([fact, false]);
        lastAsked.set(fact, release.date);
      }
      expect(new Set(release.factKeys).size).toBe(release.factKeys.length);
    }
  });
});
