import { ARCHETYPE_IDS, ARCHETYPES, shiftDate } from '@trivia/contracts';
import { recipeFor } from '../composition/recipes';
import { releaseInstant, releasesOn, seasonsOn, WEEKLY_ROTATION } from './release-schedule';

const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => shiftDate(from, -i));
const SEASONAL = ['halloween', 'bonfire-night', 'christmas'];

describe('the release schedule', () => {
  it('gives every date two releases of real archetype lengths, with distinct slugs', () => {
    for (const date of days('2026-01-01', 366)) {
      const [first, second] = releasesOn(date);
      expect([first.slot, second.slot]).toEqual([0, 1]);
      expect(first.slug).not.toBe(second.slug);
      for (const release of [first, second]) {
        expect(release.slug.startsWith(`${release.archetype}-${release.length}-${date}`)).toBe(true);
        expect(() => recipeFor(release.archetype, release.length)).not.toThrow();
      }
    }
  });

  it('is a pure function of the date', () => {
    expect(releasesOn('2026-11-26')).toEqual(releasesOn('2026-11-26'));
  });

  it('brings every year-round archetype round each week, and each of its lengths in turn', () => {
    const week = days('2026-06-01', 7).flatMap((date) => releasesOn(date));
    const yearRound = ARCHETYPE_IDS.filter((id) => !SEASONAL.includes(id));
    expect(new Set(week.map((r) => r.archetype))).toEqual(new Set(yearRound));
    expect(WEEKLY_ROTATION).toHaveLength(14);
    const quickFire = days('2026-06-01', 21)
      .flatMap((date) => releasesOn(date))
      .filter((r) => r.archetype === 'quick-fire');
    expect(quickFire.map((r) => r.length).sort()).toEqual([...ARCHETYPES['quick-fire'].lengths].sort());
  });

  it('opens every week (Monday) with a classic pub quiz, in and out of the seasons', () => {
    for (const monday of ['2026-06-01', '2026-10-26', '2026-11-02', '2026-12-21', '2027-03-01']) {
      expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(releasesOn(monday)[0].archetype).toBe('classic-pub');
    }
  });

  it.each`
    date            | seasons
    ${'2026-09-30'} | ${[]}
    ${'2026-10-01'} | ${['halloween']}
    ${'2026-10-19'} | ${['halloween']}
    ${'2026-10-20'} | ${['halloween', 'bonfire-night']}
    ${'2026-10-31'} | ${['halloween', 'bonfire-night']}
    ${'2026-11-05'} | ${['bonfire-night']}
    ${'2026-11-06'} | ${[]}
    ${'2026-11-14'} | ${[]}
    ${'2026-11-15'} | ${['christmas']}
    ${'2026-12-31'} | ${['christmas']}
    ${'2027-01-01'} | ${[]}
  `('knows the seasons of $date', ({ date, seasons }) => {
    expect(seasonsOn(date)).toEqual(seasons);
  });

  it('publishes seasonal quizzes only inside their windows, on every other day there', () => {
    const year = days('2026-01-01', 365);
    for (const date of year) {
      const seasonal = releasesOn(date).filter((r) => SEASONAL.includes(r.archetype));
      for (const release of seasonal) expect(seasonsOn(date)).toContain(release.archetype);
      expect(seasonal.length).toBeLessThanOrEqual(1);
    }
    const inWindow = (season: string) =>
      year.filter((date) => releasesOn(date).some((r) => r.archetype === season)).length;
    expect(inWindow('halloween')).toBeGreaterThanOrEqual(10);
    expect(inWindow('bonfire-night')).toBeGreaterThanOrEqual(4);
    expect(inWindow('christmas')).toBeGreaterThanOrEqual(23);
    const octoberFirstHalf = days('2026-10-01', 14).filter((date) =>
      releasesOn(date).some((r) => r.archetype === 'halloween'),
    );
    expect(octoberFirstHalf).toHaveLength(7);
  });

  it('releases at 06:00 UK time, summer and winter', () => {
    expect(releaseInstant('2026-01-15').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(releaseInstant('2026-07-15').toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(releaseInstant('2026-03-29').toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });
});
