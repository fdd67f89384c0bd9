import { betaTesters, listedUserIds } from './beta-testers';

const ann = { id: 'u-ann', email: 'ann@example.com', fullName: 'Ann' };
const bob = { id: 'u-bob', email: 'bob@example.com', fullName: 'Bob' };

describe('beta testers from the flags that list them', () => {
  const flags = [
    { name: 'vertical_teachers', targetUserIds: ['u-bob', 'u-gone'] },
    { name: 'arena_multiplayer', targetUserIds: ['u-bob', 'u-ann'] },
    { name: 'vertical_corporate', targetUserIds: [] },
  ];

  it('lists each tester once, by e-mail, with their flags by name', () => {
    expect(betaTesters(flags, [bob, ann])).toEqual([
      { userId: 'u-ann', email: 'ann@example.com', fullName: 'Ann', features: ['arena_multiplayer'] },
      {
        userId: 'u-bob',
        email: 'bob@example.com',
        fullName: 'Bob',
        features: ['arena_multiplayer', 'vertical_teachers'],
      },
    ]);
  });

  it('leaves out an id whose account is gone', () => {
    expect(betaTesters(flags, [ann]).map((t) => t.userId)).toEqual(['u-ann']);
  });

  it('collects every listed id once', () => {
    expect(listedUserIds(flags).sort()).toEqual(['u-ann', 'u-bob', 'u-gone']);
  });
});
