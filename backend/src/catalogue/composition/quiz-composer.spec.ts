import { AppException } from '../../common/app-exception';
import { createHash } from 'node:crypto';
import { type PackQuestion, composeQuiz, type QuestionPicker, type RoundDraw } from './quiz-composer';
import { recipeFor } from './recipes';

const CATEGORIES = ['general-knowledge', 'film', 'tv-radio', 'pop-rock', 'sport', 'uk-geography', 'world-geography'];
const EXTRA = [
  'language',
  'famous-people',
  'british-history',
  'world-history',
  'science',
  'nature',
  'space',
  'food-drink',
];

/** Each fact asked twice (typed and multiple choice), as the real bank does: only exclusions keep it once. */
function pool(perCategory: number, extra: Partial<PackQuestion> = {}): PackQuestion[] {
  return [...CATEGORIES, ...EXTRA].flatMap((category) =>
    Array.from({ length: perCategory }, (_, i) =>
      (['text', 'multiple_choice'] as const).map((type) => ({
        id: `${category}-${i}-${type}`,
        type,
        category,
        prompt: `Question ${i} about ${category}?`,
        answer: `${category} answer ${i}`,
        factKey: `${category}:fact-${i}`,
        ...extra,
      })),
    ).flat(),
  );
}

/** A bank like QuestionSource: filters, then the real seeded draw; `honours` false plays a bank without tags. */
function bank(questions: PackQuestion[], honours = true): QuestionPicker & { requests: RoundDraw[] } {
  const requests: RoundDraw[] = [];
  return {
    requests,
    draw(request) {
      requests.push({ ...request, excludeFacts: new Set(request.excludeFacts) });
      const fits = questions.filter(
        (q) =>
          (request.types as readonly string[]).includes(q.type) &&
          (!request.categories.length || request.categories.includes(q.category)) &&
          (!honours || !request.season || q.seasons?.includes(request.season)) &&
          (!honours || !request.media || q.media?.kind === request.media) &&
          !request.avoidSeasons?.some((season) => q.seasons?.includes(season)),
      );
      // Seeded order, then one question per fact and answer, nothing excluded: the rules a real draw keeps.
      const order = (q: PackQuestion) => createHash('sha256').update(`${request.seed}:${q.id}`).digest('hex');
      const answers = new Set(request.excludeAnswers);
      const facts = new Set(request.excludeFacts);
      const chosen: PackQuestion[] = [];
      for (const q of [...fits].sort((a, b) => order(a).localeCompare(order(b)))) {
        if (chosen.length === request.count || facts.has(q.factKey) || answers.has(q.answer)) continue;
        chosen.push(q);
        facts.add(q.factKey);
        answers.add(q.answer);
      }
      if (chosen.length < request.count) throw new AppException('QUIZ_003', 'Not enough');
      return chosen;
    },
    categoryName: (category) => `Name of ${category}`,
  };
}

const compose = (picker: QuestionPicker, recentFacts = new Set<string>(), slug = 'classic-pub-50-2026-11-26') =>
  composeQuiz({ recipe: recipeFor('classic-pub', 50), slug, date: '2026-11-26', recentFacts }, picker);

describe('composeQuiz', () => {
  it('fills every round of the recipe, never asking a fact twice', () => {
    const quiz = compose(bank(pool(12)));
    expect(quiz.rounds.map((round) => round.questionIds.length)).toEqual([10, 10, 10, 10, 10]);
    expect(quiz.factKeys).toHaveLength(50);
    expect(new Set(quiz.factKeys).size).toBe(50);
  });

  it('grows the exclusions round by round and avoids recent releases', () => {
    const picker = bank(pool(12));
    const recent = new Set(['sport:fact-0', 'sport:fact-1']);
    const quiz = compose(picker, recent);
    expect(quiz.factKeys).not.toContain('sport:fact-0');
    const sizes = picker.requests.map((request) => request.excludeFacts.size);
    expect(sizes).toEqual([2, 12, 22, 32, 42]);
  });

  it('is the same quiz for the same slug and another for another slug', () => {
    expect(compose(bank(pool(12))).rounds).toEqual(compose(bank(pool(12))).rounds);
    expect(compose(bank(pool(12)), new Set(), 'classic-pub-50-2026-11-27').rounds).not.toEqual(
      compose(bank(pool(12))).rounds,
    );
  });

  it('titles, describes and indexes the quiz for search', () => {
    const quiz = compose(bank(pool(12)));
    expect(quiz.title).toBe('Classic Pub Quiz — 26 November 2026');
    expect(quiz.description).toMatch(/50 questions in 5 rounds\.$/);
    expect(quiz.searchText).toContain('Science & Nature');
    expect(quiz.searchText).toContain('Name of sport');
    expect(quiz.searchText).toMatch(/Question \d+ about space\?/);
    expect(quiz.categories[0]).toBe('sport');
  });

  it('refuses when the bank is too thin rather than publishing a short quiz', () => {
    expect(() => compose(bank(pool(2)))).toThrow(expect.objectContaining({ code: 'QUIZ_003' }));
  });

  it('refuses a themed round the bank answers with untagged questions, and fills it from tagged ones', () => {
    const christmas = (picker: QuestionPicker) =>
      composeQuiz(
        {
          recipe: recipeFor('christmas', 30),
          slug: 'christmas-30-2026-12-01',
          date: '2026-12-01',
          recentFacts: new Set(),
        },
        picker,
      );
    expect(() => christmas(bank(pool(12), false))).toThrow(expect.objectContaining({ code: 'QUIZ_003' }));
    const tagged = pool(3, { seasons: ['christmas'] }).map((q) => ({
      ...q,
      id: `x-${q.id}`,
      factKey: `x-${q.factKey}`,
    }));
    const quiz = christmas(bank([...pool(12), ...tagged]));
    expect(quiz.rounds[0]!.questionIds.every((id) => id.startsWith('x-'))).toBe(true);
    expect(quiz.rounds.map((round) => round.title)).toEqual(['Christmas Round', 'General Knowledge', 'Film & TV']);
  });

  it("leaves reserved seasons' questions to their themed rounds while the bank can spare them", () => {
    const tagged = (perCategory: number) =>
      pool(perCategory, { seasons: ['christmas'] }).map((q) => ({ ...q, id: `x-${q.id}`, factKey: `x-${q.factKey}` }));
    const withReserve = (picker: QuestionPicker) =>
      composeQuiz(
        {
          recipe: recipeFor('classic-pub', 50),
          slug: 'classic-pub-50-2026-11-02',
          date: '2026-11-02',
          recentFacts: new Set(),
          reservedSeasons: ['christmas'],
        },
        picker,
      );
    const plenty = withReserve(bank([...pool(12), ...tagged(12)]));
    expect(plenty.rounds.flatMap((round) => round.questionIds).some((id) => id.startsWith('x-'))).toBe(false);
    // Sport has 3 untagged facts: its round is drawn from the whole bank rather than fail; the others still spare.
    const thin = pool(12).filter((q) => q.category !== 'sport' || Number(q.id.split('-')[1]) < 3);
    const spared = withReserve(bank([...thin, ...tagged(12)]));
    const sport = spared.rounds.find((round) => round.title === 'Sport')!;
    expect(sport.questionIds).toHaveLength(10);
    expect(sport.questionIds.some((id) => id.startsWith('x-'))).toBe(true);
    expect(spared.rounds.filter((round) => round.title !== 'Sport').flatMap((round) => round.questionIds)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^x-/)]),
    );
  });
});
