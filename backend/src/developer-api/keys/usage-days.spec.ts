import { fillUsageDays, firstDashboardDay } from './usage-days';
import { utcDay } from '../../common/utc-days';
import { nextUtcMidnight, untilMidnight } from './api-limit-policies';

const NOW = Date.UTC(2026, 2, 2, 23, 59, 0);

describe('usage days', () => {
  it('gives the last 30 UTC days, oldest first, with zeros where nothing was counted', () => {
    const days = fillUsageDays(
      [
        { day: '2026-03-02', requests: 12, refused: 1 },
        { day: '2026-02-28', requests: 5, refused: 0 },
        { day: '2026-01-01', requests: 99, refused: 9 },
      ],
      NOW,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-02-01', requests: 0, refused: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-03-02', requests: 12, refused: 1 });
    expect(days.at(-3)).toEqual({ day: '2026-02-28', requests: 5, refused: 0 });
    expect(days.reduce((sum, day) => sum + day.requests, 0)).toBe(17);
    expect(firstDashboardDay(NOW)).toBe('2026-02-01');
  });

  it('ends the day at midnight UTC, whatever the local clock says', () => {
    expect(utcDay(NOW)).toBe('2026-03-02');
    expect(new Date(nextUtcMidnight(NOW)).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    const policy = { name: 'd', points: 5, windowSeconds: 86400, scope: 'shared' as const };
    expect(untilMidnight({ allowed: true, policy, remaining: 3, resetMs: 5, retryAfterMs: 0 }, NOW)).toMatchObject({
      resetMs: 60_000,
      retryAfterMs: 0,
    });
    expect(untilMidnight({ allowed: false, policy, remaining: 0, resetMs: 5, retryAfterMs: 5 }, NOW)).toMatchObject({
      resetMs: 60_000,
      retryAfterMs: 60_000,
    });
  });
});
