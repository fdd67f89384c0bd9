import { rankParts, rankText, resultAnnouncement } from './result-text';

const result = { score: 12, total: 15, elapsedMs: 247_000, rank: 12, players: 340, shareText: '' };

describe('rankText', () => {
  it('reads "12th of 340 today" for today', () => {
    expect(rankText(result, true)).toBe('12th of 340 today');
  });

  it.each([
    [1, '1st of 1,234 today'],
    [2, '2nd of 1,234 today'],
    [3, '3rd of 1,234 today'],
    [11, '11th of 1,234 today'],
    [21, '21st of 1,234 today'],
    [111, '111th of 1,234 today'],
  ])('rank %i → %s', (rank, text) => {
    expect(rankText({ rank, players: 1234 }, true)).toBe(text);
  });

  it('names an earlier day differently and gives nothing for practice', () => {
    expect(rankText(result, false)).toBe('12th of 340 that day');
    expect(rankText({ rank: null, players: 340 }, true)).toBeNull();
  });
});

describe('resultAnnouncement', () => {
  it('says the score and, when ranked, the rank', () => {
    expect(resultAnnouncement(result, true)).toBe(
      'Quiz complete. You scored 12 out of 15. You came 12th of 340 today.',
    );
    expect(resultAnnouncement({ ...result, rank: null }, true)).toBe('Quiz complete. You scored 12 out of 15.');
  });
});

describe('rankParts', () => {
  it('splits the position from its context', () => {
    expect(rankParts(result, true)).toEqual({ position: '12th', context: 'of 340 today' });
    expect(rankParts({ rank: null, players: 3 }, true)).toBeNull();
  });
});
