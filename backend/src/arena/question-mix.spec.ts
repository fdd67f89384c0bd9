import { interleave, typeShares } from './question-mix';

describe('sharing a room out among question types', () => {
  it('gives each type an even share, the first ones taking the remainder', () => {
    expect(typeShares(6, ['order', 'estimate'])).toEqual([
      ['order', 3],
      ['estimate', 3],
    ]);
    expect(typeShares(7, ['a', 'b', 'c'])).toEqual([
      ['a', 3],
      ['b', 2],
      ['c', 2],
    ]);
    expect(typeShares(2, ['a', 'b', 'c']).map(([, n]) => n)).toEqual([1, 1, 0]);
  });

  it('takes the types in turn, then easy to hard when the room ramps', () => {
    const q = (id: string, difficulty: 'easy' | 'medium' | 'hard') => ({ id, difficulty });
    const orders = [q('o1', 'easy'), q('o2', 'medium'), q('o3', 'hard')];
    const estimates = [q('e1', 'easy'), q('e2', 'hard')];
    expect(interleave([orders, estimates], false).map((x) => x.id)).toEqual(['o1', 'e1', 'o2', 'e2', 'o3']);
    expect(interleave([orders, estimates], true).map((x) => x.id)).toEqual(['o1', 'e1', 'o2', 'e2', 'o3']);
    expect(interleave([[q('a', 'hard'), q('b', 'easy')], [q('c', 'medium')]], true).map((x) => x.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });
});
