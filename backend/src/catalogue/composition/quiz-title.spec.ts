import { britishDate, quizTitle } from './quiz-title';

describe('quiz titles', () => {
  it.each`
    date            | written
    ${'2026-11-26'} | ${'26 November 2026'}
    ${'2026-01-01'} | ${'1 January 2026'}
    ${'2026-03-29'} | ${'29 March 2026'}
    ${'2024-02-29'} | ${'29 February 2024'}
  `('writes $date as $written', ({ date, written }) => {
    expect(britishDate(date)).toBe(written);
  });

  it('names the archetype and the date', () => {
    expect(quizTitle('classic-pub', '2026-11-26')).toBe('Classic Pub Quiz — 26 November 2026');
    expect(quizTitle('film-tv', '2026-12-05')).toBe('Film & TV — 5 December 2026');
  });
});
