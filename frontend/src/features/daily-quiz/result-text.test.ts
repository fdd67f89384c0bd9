import { finishedText, leaderboardCaption, rankParts, rankText, resultAnnouncement } from './result-text';

const result = { score: 12, total: 15, elapsedMs: 247_000, rank: 12, players: 340, shareText: '' };

describe('rankText', () => {
  it('reads "12th of 340 who finished today" for today: ranks count finishers, not starters', () => {
    expect(rankText(result, true)).toBe('12th of 340 who finished today');
  });

  it.each([
    [1, '1st of 1,234 who finished today'],
    [2, '2nd of 1,234 who finished today'],
    [3, '3rd of 1,234 who finished today'],
    [11, '11th of 1,234 who finished today'],
    [21, '21st of 1,234 who finished today'],
    [111, '111th of 1,234 who finished today'],
  ])('rank %i → %s', (rank, text) => {
    expect(rankText({ rank, players: 1234 }, true)).toBe(text);
  });

  it('names an earlier day differently and gives nothing for practice', () => {
    expect(rankText(result, false)).toBe('12th of 340 who finished that day');
    expect(rankText({ rank: null, players: 340 }, true)).toBeNull();
  });
});

describe('resultAnnouncement', () => {
  it('says the score and, when ranked, the rank among those who finished', () => {
    expect(resultAnnouncement(result, true)).toBe(
      'Quiz complete. You scored 12 out of 15. You came 12th of 340 who finished today.',
    );
    // The guest of issue 8: alone among finishers while others had started.
    expect(resultAnnouncement({ ...result, score: 0, rank: 1, players: 1 }, true)).toBe(
      'Quiz complete. You scored 0 out of 15. You came 1st of 1 who finished today.',
    );
    expect(resultAnnouncement({ ...result, rank: null }, true)).toBe('Quiz complete. You scored 12 out of 15.');
  });
});

describe('rankParts', () => {
  it('splits the position from its context', () => {
    expect(rankParts(result, true)).toEqual({ position: '12th', context: 'of 340 who finished today' });
    expect(rankParts({ rank: null, players: 3 }, true)).toBeNull();
  });
});

describe('leaderboard figures', () => {
  it.each([
    [10, 340, 'Top 10 of 340 who finished'],
    [50, 1234, 'Top 50 of 1,234 who finished'],
    [6, 6, 'All 6 players who finished'],
    [1, 1, 'The only player who finished'],
  ])('%i rows of %i finishers → %s', (shown, finishers, caption) => {
    expect(leaderboardCaption(shown, finishers)).toBe(caption);
  });

  it('counts a past day’s finishers as such', () => {
    expect(finishedText(1234)).toBe('1,234 finished');
  });
});
