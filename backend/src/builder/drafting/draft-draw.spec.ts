import { createHash } from 'node:crypto';
import type { BuilderDraftSettings, Difficulty, QuestionCategoryId } from '@trivia/contracts';
import { recipeAt } from '../../catalogue';
import type { QuestionDraw } from '../../question-bank/question-source.service';
import { type DraftBankQuestion, drawDraft, type DraftPicker } from './draft-draw';
import { planDraft } from './draft-plan';

const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];
const CATEGORIES: QuestionCategoryId[] = [
  'general-knowledge',
  'language',
  'famous-people',
  'film',
  'tv-radio',
  'pop-rock',
  'sport',
  'science',
  'nature',
  'space',
  'british-history',
  'world-history',
  'uk-geography',
  'world-geography',
];

type FakeQuestion = DraftBankQuestion & { seasons?: string[] };

/** Each fact asked typed and as multiple choice, `perLevel` facts of each level in each category. */
function bank(perLevel: number, categories = CATEGORIES, extra: Partial<FakeQuestion> = {}): FakeQuestion[] {
  return categories.flatMap((category) =>
    LEVELS.flatMap((difficulty) =>
      Array.from({ length: perLevel }, (_, i) =>
        (['text', 'multiple_choice'] as const).map((type): FakeQuestion => ({
          id: `${category}-${difficulty}-${i}-${type}`,
          type,
          category,
          difficulty,
          prompt: `Question ${i} about ${category}?`,
          answer: `${category} ${difficulty} answer ${i}`,
          aliases: [],
          options: type === 'multiple_choice' ? [`${category} ${difficulty} answer ${i}`, 'Other'] : null,
          source: 'A reference',
          asOf: '2026-01-01',
          factKey: `${category}:${difficulty}:${i}`,
          media: null,
          ...extra,
        })),
      ).flat(),
    ),
  );
}

/** A bank that keeps every rule a real draw keeps, each slot strictly at its level, and records the requests. */
function picker(questions: FakeQuestion[]): DraftPicker & { requests: QuestionDraw[] } {
  const requests: QuestionDraw[] = [];
  return {
    requests,
    categoryName: (category) => (category === 'science' ? 'Science' : `Name of ${category}`),
    tryDraw(request) {
      requests.push(request);
      const order = (q: FakeQuestion) => createHash('sha256').update(`${request.seed}:${q.id}`).digest('hex');
      const fits = questions
        .filter(
          (q) =>
            request.types.includes(q.type as never) &&
            (!request.categories?.length || request.categories.includes(q.category)) &&
            (request.season ? q.seasons?.includes(request.season) : true) &&
            (request.media ? q.media?.kind === request.media : !q.media),
        )
        .sort((a, b) => order(a).localeCompare(order(b)));
      const facts = new Set(request.excludeFacts);
      const answers = new Set(request.excludeAnswers);
      const levels = request.difficulty as Difficulty[];
      const chosen: FakeQuestion[] = [];
      for (const level of levels) {
        const next = fits.find((q) => q.difficulty === level && !facts.has(q.factKey) && !answers.has(q.answer));
        if (!next) continue;
        chosen.push(next);
        facts.add(next.factKey);
        answers.add(next.answer);
      }
      return chosen;
    },
  };
}

const settings = (overrides: Partial<BuilderDraftSettings> = {}): BuilderDraftSettings => ({
  archetype: 'classic-pub',
  length: 50,
  categories: [],
  curve: 'rising',
  audience: 'pub',
  avoidRecent: 0,
  ...overrides,
});

function draft(
  questions: FakeQuestion[],
  chosen: BuilderDraftSettings = settings(),
  recentFacts: ReadonlySet<string> = new Set(),
) {
  const bankPicker = picker(questions);
  const plan = planDraft(chosen, recipeAt(chosen.archetype, chosen.length as 30 | 50 | 70).rounds, (c) =>
    bankPicker.categoryName(c),
  );
  const rounds = drawDraft(plan, bankPicker, { seed: 'seed-1', recentFacts, recentQuizzes: recentFacts.size ? 2 : 0 });
  return { rounds, plan, requests: bankPicker.requests };
}

const factOf = (id: string) => id.split('-').slice(0, -1).join('-');

describe('drawing a builder draft', () => {
  it('fills every round of the recipe at the chosen length, never asking a fact twice', () => {
    for (const length of [30, 50, 70] as const) {
      const { rounds } = draft(bank(12), settings({ length }));
      expect(rounds.reduce((sum, round) => sum + round.questions.length, 0)).toBe(length);
      const facts = rounds.flatMap((round) => round.questions.map((q) => factOf(q.id)));
      expect(new Set(facts).size).toBe(length);
    }
  });

  it("leaves out the facts of the member's recent quizzes", () => {
    const recent = new Set(['sport:easy:0', 'sport:easy:1', 'sport:medium:0']);
    const { rounds, requests } = draft(bank(12), settings(), recent);
    const ids = rounds.flatMap((round) => round.questions.map((q) => q.id));
    expect(ids.some((id) => /^sport-(easy-[01]|medium-0)-/.test(id))).toBe(false);
    for (const request of requests) expect([...request.excludeFacts!]).toEqual(expect.arrayContaining([...recent]));
  });

  it('orders each round easy to hard when rising, all medium when flat, and easy then mixed for an easy start', () => {
    const rank = (d: Difficulty) => LEVELS.indexOf(d);
    const rising = draft(bank(12), settings({ curve: 'rising' })).rounds;
    for (const round of rising) {
      const levels = round.questions.map((q) => rank(q.difficulty));
      expect(levels).toEqual([...levels].sort());
      expect(new Set(levels).size).toBe(3);
    }
    const flat = draft(bank(12), settings({ curve: 'flat' })).rounds;
    expect(new Set(flat.flatMap((round) => round.questions.map((q) => q.difficulty)))).toEqual(new Set(['medium']));
    const easyStart = draft(bank(12), settings({ curve: 'easy-start' })).rounds;
    expect(easyStart[0]!.questions.every((q) => q.difficulty === 'easy')).toBe(true);
    for (const round of easyStart.slice(1)) {
      const levels = round.questions.map((q) => rank(q.difficulty));
      expect(new Set(levels).size).toBe(3);
      expect(levels).not.toEqual([...levels].sort());
    }
  });

  it("narrows the recipe's rounds to the chosen categories, naming the rounds it replaces", () => {
    const { rounds } = draft(bank(12), settings({ length: 30, categories: ['sport', 'science'] }));
    expect(rounds.map((round) => round.title)).toEqual(['Science', 'Name of sport', 'Sport']);
    for (const round of rounds) {
      expect(round.questions.every((q) => ['sport', 'science'].includes(q.category))).toBe(true);
    }
    const classic = draft(bank(12), settings({ length: 50, categories: ['film', 'space'] })).rounds;
    expect(classic.map((round) => round.title)).toEqual([
      'Name of film',
      'Film, TV & Music',
      'Name of space',
      'Name of film 2',
      'Science & Nature',
    ]);
    expect(classic[1]!.questions.every((q) => q.category === 'film')).toBe(true);
    expect(classic[4]!.questions.every((q) => q.category === 'space')).toBe(true);
  });

  it('keeps hard questions out of a family quiz', () => {
    const { rounds } = draft(bank(12), settings({ audience: 'family', curve: 'rising' }));
    expect(rounds.flatMap((round) => round.questions).some((q) => q.difficulty === 'hard')).toBe(false);
  });

  it('draws the picture round from flag questions only, before the others', () => {
    const flags = bank(6, ['world-geography']).map((q) => ({
      ...q,
      id: `flag-${q.id}`,
      factKey: `flag:${q.factKey}`,
      answer: `flag ${q.answer}`,
      media: { kind: 'flag', code: 'fr' },
    }));
    const { rounds, requests } = draft([...bank(12), ...flags], settings({ archetype: 'geography', length: 30 }));
    expect(requests[0]!.media).toBe('flag');
    expect(rounds[1]!.questions.every((q) => q.media?.kind === 'flag' && q.id.startsWith('flag-'))).toBe(true);
    expect(rounds[0]!.questions.some((q) => q.media)).toBe(false);
  });

  it('refuses a draft the bank cannot fill with QUIZ_002 naming the round and what it is short of', () => {
    const thin = [...bank(12).filter((q) => q.category !== 'science'), ...bank(2, ['science'])];
    const attempt = () => draft(thin, settings({ length: 30, categories: ['science'], curve: 'flat' }));
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 'QUIZ_002',
        message: expect.stringMatching(/^Only 2 medium Science questions left for round 1 \("Science"\) of the 10/),
      }),
    );
    const recent = new Set(Array.from({ length: 12 }, (_, i) => `sport:medium:${i}`));
    expect(() => draft(bank(12), settings({ length: 30, curve: 'flat' }), recent)).toThrow(
      expect.objectContaining({ message: expect.stringContaining('leaving out the facts of your last 2 quizzes') }),
    );
  });
});
