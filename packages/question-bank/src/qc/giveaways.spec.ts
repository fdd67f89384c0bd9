import type { GeneratedQuestion } from '../types.js';
import { giveawayReasons } from './giveaways.js';

const mc = (prompt: string, answer: string, options: string[]): GeneratedQuestion => ({
  id: 'q',
  type: 'multiple_choice',
  category: 'world-geography',
  difficulty: 'medium',
  prompt,
  answer,
  aliases: [],
  options,
  source: 'test',
  asOf: '2026-11-23',
  templateId: 't',
  subject: 's',
  factKey: 't:s',
});

describe('giveawayReasons', () => {
  it.each`
    name                                      | prompt                                                        | answer            | options                                                      | flagged
    ${'a currency named after the country'}   | ${'Which currency is used in Japan?'}                         | ${'Japanese yen'} | ${['Japanese yen', 'Euro', 'Swiss franc', 'Pound sterling']} | ${true}
    ${'a nationality for its country'}        | ${'Which currency did France use before the euro?'}           | ${'French franc'} | ${['French franc', 'Lira', 'Peseta', 'Drachma']}             | ${true}
    ${'a dog breed that names its country'}   | ${'In which country was the German Shepherd bred?'}           | ${'Germany'}      | ${['Germany', 'France', 'Belgium', 'Hungary']}               | ${true}
    ${'a decoy sharing the word as well'}     | ${'North Korea is part of which continent?'}                  | ${'Asia'}         | ${['Asia', 'North America', 'Europe', 'Africa']}             | ${false}
    ${'the answer and a decoy both share it'} | ${'Which currency is used in Japan?'}                         | ${'Japanese yen'} | ${['Japanese yen', 'Japanese ryo', 'Euro', 'Rupee']}         | ${false}
    ${'nothing shared'}                       | ${'Which planet is the largest?'}                             | ${'Jupiter'}      | ${['Jupiter', 'Saturn', 'Neptune', 'Uranus']}                | ${false}
    ${'a common word is no clue'}             | ${'Which city is the capital of Peru?'}                       | ${'Lima'}         | ${['Lima', 'Mexico City', 'Quito', 'La Paz']}                | ${false}
    ${'the continent in the country name'}    | ${'The Central African Republic is part of which continent?'} | ${'Africa'}       | ${['Africa', 'Asia', 'Europe', 'Oceania']}                   | ${true}
  `('$name → flagged $flagged', ({ prompt, answer, options, flagged }) => {
    expect(giveawayReasons(mc(prompt, answer, options)).length > 0).toBe(flagged);
  });

  it('leaves typed questions alone', () => {
    expect(giveawayReasons({ ...mc('Which currency is used in Japan?', 'Japanese yen', []), type: 'text' })).toEqual(
      [],
    );
  });
});
