import { isArenaSeason, seasonOf, shiftSeason } from './arena-season.js';

describe('seasonOf', () => {
  it.each([
    ['2026-01-01', '2026-Q1'],
    ['2026-03-31', '2026-Q1'],
    ['2026-04-01', '2026-Q2'],
    ['2026-06-30', '2026-Q2'],
    ['2026-07-01', '2026-Q3'],
    ['2026-11-21', '2026-Q4'],
    ['2026-12-31', '2026-Q4'],
  ])('%s is in season %s', (date, season) => expect(seasonOf(date)).toBe(season));
});

describe('shiftSeason', () => {
  it.each([
    ['2026-Q2', -1, '2026-Q1'],
    ['2026-Q1', -1, '2025-Q4'],
    ['2026-Q4', 1, '2027-Q1'],
    ['2026-Q3', 0, '2026-Q3'],
    ['2026-Q3', -8, '2024-Q3'],
    ['2026-Q1', 7, '2027-Q4'],
  ])('%s shifted by %i is %s', (season, by, expected) => expect(shiftSeason(season, by)).toBe(expected));
});

describe('isArenaSeason', () => {
  it.each([
    ['2026-Q4', true],
    ['2026-Q0', false],
    ['2026-Q5', false],
    ['2026-4', false],
    ['26-Q1', false],
    ['2026-Q1 ', false],
  ])('%j → %s', (value, expected) => expect(isArenaSeason(value)).toBe(expected));
});
