import { type FlagRule, isFlagOn, rolloutBucket } from './flag-rules';

const base: FlagRule = { name: 'f', enabled: true, rolloutPercentage: 0, targetRoles: [], targetUserIds: [] };
const user = { id: 'u-1', role: 'FREE' as const };

describe('feature flag rules', () => {
  it.each([
    [
      'off when the master switch is off, whatever the targeting',
      { enabled: false, rolloutPercentage: 100, targetUserIds: ['u-1'] },
      false,
    ],
    ['on for a listed user', { targetUserIds: ['u-1'] }, true],
    ['off for an unlisted user', { targetUserIds: ['u-2'] }, false],
    ['on for a listed role', { targetRoles: ['FREE'] }, true],
    ['off for another role', { targetRoles: ['ADMIN'] }, false],
    ['on for everyone at 100%', { rolloutPercentage: 100 }, true],
    ['off for everyone at 0%', { rolloutPercentage: 0 }, false],
  ] as [string, Partial<FlagRule>, boolean][])('%s', (_label, rule, expected) => {
    expect(isFlagOn({ ...base, ...rule } as FlagRule, user)).toBe(expected);
  });

  it('puts each user in a stable bucket, and a rollout share covers about that share of users', () => {
    expect(rolloutBucket('f', 'u-1')).toBe(rolloutBucket('f', 'u-1'));
    const ids = Array.from({ length: 2000 }, (_, i) => `user-${i}`);
    const on = ids.filter((id) => isFlagOn({ ...base, rolloutPercentage: 25 }, { id, role: 'FREE' })).length;
    expect(on / ids.length).toBeGreaterThan(0.2);
    expect(on / ids.length).toBeLessThan(0.3);
  });

  it('never turns a user off when the rollout grows', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `user-${i}`);
    const at = (pct: number) =>
      new Set(ids.filter((id) => isFlagOn({ ...base, rolloutPercentage: pct }, { id, role: 'FREE' })));
    const small = at(10);
    const large = at(40);
    for (const id of small) expect(large.has(id)).toBe(true);
  });
});
