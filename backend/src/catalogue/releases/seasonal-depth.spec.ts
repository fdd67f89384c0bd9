import { QUIZ_SEASONS, shiftDate } from '@trivia/contracts';
import { resolve } from 'node:path';
import { questionSourceFromFile, readBankFile } from '../../question-bank';
import { BankQuestionPicker } from '../composition/bank-question-picker';
import { composeRelease, FACT_REST_DAYS, type KnownRelease, recentFacts } from './releases.service';
import { releasesOn, SEASON_WINDOWS } from './release-schedule';

/**
 * A whole season of releases over the real bank, composed as the releases job does (each date after every date
 * before it, the 90-day rule on facts), from 90 days before the first window opens (so the year-round quizzes
 * have used what they use) to the end of the last window. Needs the built bank (packages/question-bank).
 */
const BANK_FILE = resolve(__dirname, '../../../../packages/question-bank/dist/bank.json');
const YEAR = 2026;
const FIRST = `${YEAR}-${SEASON_WINDOWS.halloween.from}`;
const LAST = `${YEAR}-${SEASON_WINDOWS.christmas.to}`;

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

describe('a full season of releases', () => {
  const known: (KnownRelease & { slug: string; archetype: string })[] = [];
  const skipped: { slug: string; date: string; reason: string }[] = [];

  beforeAll(async () => {
    const picker = await realBank();
    for (const date of datesBetween(shiftDate(FIRST, FACT_REST_DAYS), LAST)) {
      for (const release of releasesOn(date)) {
        const quiz = composeRelease(release, recentFacts(known, release), picker);
        if ('reason' in quiz) skipped.push({ slug: release.slug, date: release.date, reason: quiz.reason });
        else known.push({ ...release, factKeys: quiz.factKeys });
      }
    }
  }, 120_000);

  it('makes every seasonal release of the year, and every other release of the windows', () => {
    const windowDates = datesBetween(FIRST, LAST);
    const counts: Record<string, number> = {};
    for (const season of QUIZ_SEASONS) {
      const scheduled = windowDates.flatMap((date) => releasesOn(date)).filter((r) => r.archetype === season);
      counts[season] = scheduled.length;
      expect(known.filter((k) => k.archetype === season).map((k) => k.slug)).toEqual(scheduled.map((r) => r.slug));
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
