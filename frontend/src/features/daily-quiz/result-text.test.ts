import {
  finishedText,
  leaderboardCaption,
  rankParts,
  rankText,
  resultAnnouncement,
  yourPlaceText,
} from './result-text';

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
    [10, 340, 'Top 10 verified players · 340 finished'],
    [50, 1234, 'Top 50 verified players · 1,234 finished'],
    [6, 6, 'Top 6 verified players · 6 finished'],
    [1, 3, 'The only verified player listed · 3 finished'],
    [0, 3, 'No verified players listed yet · 3 finished'],
    [0, 0, 'Nobody has finished this quiz yet.'],
  ])('%i rows of %i finishers → %s', (shown, finishers, caption) => {
    expect(leaderboardCaption(shown, finishers)).toBe(caption);
  });

  it('tells a player where they came, listed or not', () => {
    expect(yourPlaceText({ rank: 7, score: 9 }, 120, true)).toBe('You came 7th of 120 who finished today.');
    expect(yourPlaceText({ rank: null, score: 15 }, 120, true)).toMatch(/not ranked/);
    expect(yourPlaceText(null, 120, true)).toBeNull();
  });

  it('counts a past day’s finishers as such', () => {
    expect(finishedText(1234)).toBe('1,234 finished');
  });
});
