import type { PackQuestion, PackQuiz } from './pack-content';

/**
 * A quiz for the builders' tests: every question type, a flag picture question, £ and accents, a prompt that
 * looks like a spreadsheet formula, and quotes, commas and a line break for the CSV to escape.
 */
const ROUND_TITLES = ['General Knowledge', 'Geography', 'Café Culture & Food', 'Sport', 'History', 'Science', 'Music'];

export function packQuizFixture(rounds = 3, perRound = 10): PackQuiz {
  return {
    slug: 'classic-pub-50-2026-11-23',
    title: 'Classic Pub Quiz — 23 November 2026',
    archetype: 'classic-pub',
    difficulty: 'mixed',
    publishedAt: new Date('2026-11-23T06:00:00Z'),
    rounds: Array.from({ length: rounds }, (_, r) => ({
      title: ROUND_TITLES[r % ROUND_TITLES.length]!,
      questions: Array.from({ length: perRound }, (_, n) => fixtureQuestion(r, n)),
    })),
  };
}

function fixtureQuestion(round: number, n: number): PackQuestion {
  const id = `R${round + 1}Q${n + 1}`;
  const base = {
    aliases: [] as string[],
    options: null,
    category: 'General Knowledge',
    difficulty: ['easy', 'medium', 'hard'][n % 3]!,
    source: 'countries-list@3.4.1',
    asOf: '2026-11-21',
    media: null,
  };
  switch (n % 5) {
    case 0:
      return {
        ...base,
        type: 'multiple_choice',
        prompt: `${id} Which city is the capital of Switzerland?`,
        answer: `Bern ${id}`,
        options: ['Zürich', `Bern ${id}`, 'Genève', 'Basel'],
      };
    case 1:
      return {
        ...base,
        type: 'true_false',
        prompt: `${id} A pint of milk cost less than £1 in 1990.`,
        answer: 'True',
        options: ['True', 'False'],
      };
    case 2:
      return {
        ...base,
        type: 'text',
        prompt: `${id} Which country's flag is this?`,
        answer: `Wales ${id}`,
        aliases: ['Cymru'],
        media: { kind: 'flag', code: round % 2 ? 'jp' : 'gb-wls' },
      };
    case 3:
      return {
        ...base,
        type: 'text',
        prompt: `=SUM(1,2) ${id}: what is "the answer", in a spreadsheet?\nThink carefully about crème brûlée and Ångström.`,
        answer: `-40 ${id}`,
        aliases: ['minus forty', '@forty'],
      };
    default:
      return {
        ...base,
        type: 'text',
        prompt: `${id} Who wrote "Pride and Prejudice", a novel whose title is long enough to need more than one line on an A4 page when printed at eleven points?`,
        answer: `Jane Austen ${id}`,
        aliases: ['Austen'],
        source: 'wikidata:Q170583',
      };
  }
}
