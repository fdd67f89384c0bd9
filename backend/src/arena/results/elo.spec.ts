import { eloUpdates, seasonOf } from './elo';

describe('multiplayer Elo', () => {
  it.each([
    ['equal ratings, a clear winner', [1200, 1200], [1, 2], [1216, 1184]],
    ['equal ratings, a draw', [1200, 1200], [1, 1], [1200, 1200]],
    ['the favourite wins: small gain', [1400, 1200], [1, 2], [1407.7, 1192.3]],
    ['the underdog wins: big gain', [1200, 1400], [1, 2], [1224.3, 1375.7]],
  ])('%s', (_label, ratings, ranks, expected) => {
    const updated = eloUpdates(ratings.map((rating, i) => ({ id: `p${i}`, rating, rank: ranks[i]! })));
    expected.forEach((value, i) => expect(updated.get(`p${i}`)!).toBeCloseTo(value, 1));
  });

  it('moves ratings by equal and opposite totals in a four-player game, in rank order', () => {
    const players = [1500, 1300, 1200, 1100].map((rating, i) => ({ id: `p${i}`, rating, rank: 4 - i }));
    const updated = eloUpdates(players);
    const total = players.reduce((sum, p) => sum + updated.get(p.id)! - p.rating, 0);
    expect(total).toBeCloseTo(0, 9);
    expect(updated.get('p3')! - 1100).toBeGreaterThan(0);
    expect(updated.get('p0')! - 1500).toBeLessThan(0);
  });

  it('leaves a lone player unchanged', () => {
    expect(eloUpdates([{ id: 'solo', rating: 1234, rank: 1 }]).get('solo')).toBe(1234);
  });

  it.each([
    ['2026-01-01', '2026-Q1'],
    ['2026-03-31', '2026-Q1'],
    ['2026-04-01', '2026-Q2'],
    ['2026-11-21', '2026-Q4'],
    ['2026-12-31', '2026-Q4'],
  ])('%s is in season %s', (date, season) => expect(seasonOf(date)).toBe(season));
});
