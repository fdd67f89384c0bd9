import { answerKindOf, answerText, formatEstimate, orderRows, teamNameOf, teamScoreLabel } from './reveal-logic';

describe('reveal logic', () => {
  it('answers true/false like a choice and every other type its own way', () => {
    expect(answerKindOf({ type: 'true_false' })).toBe('choice');
    expect(answerKindOf({ type: 'multiple_choice' })).toBe('choice');
    expect(answerKindOf({ type: 'estimate' })).toBe('estimate');
    expect(answerKindOf({ type: 'poll' })).toBe('poll');
  });

  it('lists the right order with how many put each item first', () => {
    const key = { order: [2, 0, 1], items: ['Babylon', 'Rome', 'Paris'] };
    expect(orderRows(key, [1, 0, 3])).toEqual([
      { position: 1, text: 'Babylon', firstCount: 3 },
      { position: 2, text: 'Rome', firstCount: 1 },
      { position: 3, text: 'Paris', firstCount: 0 },
    ]);
    expect(orderRows(key, null)[0]?.firstCount).toBeNull();
  });

  it('writes every kind of answer as one line', () => {
    expect(answerText({ correctIndex: 1, correctOption: 'Four' })).toBe('Four');
    expect(answerText({ answer: 'Paris', aliases: [] })).toBe('Paris');
    expect(answerText({ order: [1, 0], items: ['Rome', 'Paris'] })).toBe('Rome → Paris');
    expect(answerText({ value: 1066.5, unit: 'metres' })).toBe('1,066.5 metres');
    expect(answerText({ poll: true })).toBe('');
  });

  it('formats numbers and team names', () => {
    expect(formatEstimate(1234567)).toBe('1,234,567');
    expect(formatEstimate(1492)).toBe('1492');
    expect(formatEstimate(1492, 'metres')).toBe('1,492 metres');
    expect(teamScoreLabel(2.5)).toBe('2.5');
    expect(teamNameOf([{ id: 't1', name: 'Red' }], 't1')).toBe('Red');
    expect(teamNameOf([{ id: 't1', name: 'Red' }], 't9')).toBeNull();
    expect(teamNameOf([], null)).toBeNull();
  });
});
