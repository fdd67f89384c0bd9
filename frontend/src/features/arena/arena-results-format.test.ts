import {
  currentSeason,
  formatMatchTime,
  rankOfText,
  ratingChangeColor,
  ratingChangeText,
  seasonFromParam,
  seasonMonthsText,
} from './arena-results-format';

describe('rankOfText', () => {
  it.each([
    [1, 1, '1st of 1'],
    [2, 5, '2nd of 5'],
    [3, 12, '3rd of 12'],
    [11, 40, '11th of 40'],
    [22, 1500, '22nd of 1,500'],
  ])('rank %i of %i players reads "%s"', (rank, players, text) => {
    expect(rankOfText(rank, players)).toBe(text);
  });
});

describe('ratingChangeText', () => {
  it.each([
    [1200, 1216, '+16'],
    [1216, 1208, '\u22128'],
    [1200, 1200, '±0'],
    [1000, 2500, '+1,500'],
    [null, null, null],
    [1200, null, null],
    [null, 1200, null],
  ])('%p → %p is %p', (before, after, text) => {
    expect(ratingChangeText(before, after)).toBe(text);
  });
});

describe('ratingChangeColor', () => {
  it.each([
    [1200, 1216, 'teal'],
    [1216, 1208, 'red'],
    [1200, 1200, 'dimmed'],
    [null, null, 'dimmed'],
  ])('%p → %p is %s', (before, after, color) => {
    expect(ratingChangeColor(before, after)).toBe(color);
  });
});

describe('formatMatchTime', () => {
  // The commas depend on the ICU version, so only the parts and their order are checked.
  it('shows the UK wall-clock time in winter (GMT)', () => {
    expect(formatMatchTime('2026-11-21T19:42:10Z')).toMatch(/^Sat,? 21 Nov 2026,? 19:42$/);
  });

  it('shows the UK wall-clock time in summer (BST), which can be the next day', () => {
    expect(formatMatchTime('2026-07-01T23:05:00Z')).toMatch(/^Thu,? 2 Jul 2026,? 00:05$/);
  });
});

describe('seasonMonthsText', () => {
  it.each([
    ['2026-Q1', 'January to March 2026'],
    ['2026-Q2', 'April to June 2026'],
    ['2025-Q3', 'July to September 2025'],
    ['2026-Q4', 'October to December 2026'],
  ])('%s is %s', (season, text) => {
    expect(seasonMonthsText(season)).toBe(text);
  });
});

describe('seasonFromParam', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('keeps a well-formed season', () => {
    expect(seasonFromParam('2025-Q2', now)).toBe('2025-Q2');
  });

  it.each([[null], [''], ['2025-Q5'], ['2025-2'], ['latest']])('falls back to the current season for %p', (param) => {
    expect(seasonFromParam(param, now)).toBe('2026-Q4');
  });

  it('reads the current season from the UK date, not UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in London (BST), so the second quarter.
    expect(currentSeason(new Date('2026-03-31T23:30:00Z'))).toBe('2026-Q2');
    expect(currentSeason(new Date('2026-12-31T23:30:00Z'))).toBe('2026-Q4');
  });
});
