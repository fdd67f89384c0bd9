import { QuestionMemo } from './question-memo';

describe('QuestionMemo', () => {
  it('works a question out once while the bank is unchanged, and again once it changes', () => {
    let generation = 1;
    const made: string[] = [];
    const memo = new QuestionMemo<{ id: string }, string>(
      () => generation,
      (q) => {
        made.push(q.id);
        return `${q.id}@${generation}`;
      },
    );
    expect(memo.of({ id: 'a' })).toBe('a@1');
    expect(memo.of({ id: 'a' })).toBe('a@1');
    expect(memo.of({ id: 'b' })).toBe('b@1');
    expect(made).toEqual(['a', 'b']);
    generation = 2;
    expect(memo.of({ id: 'a' })).toBe('a@2');
    expect(made).toEqual(['a', 'b', 'a']);
  });
});
