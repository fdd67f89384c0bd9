import type { Repository } from 'typeorm';
import type { QuestionEntity } from './question.entity';
import type { QuestionBankSeed } from './question-bank.seed';
import { QuestionBankService } from './question-bank.service';
import { asPlayed, fitsCurriculum, fitsTheme, QuestionSourceService } from './question-source.service';

describe('asPlayed', () => {
  const question = { id: 'q', difficulty: 'hard', observedDifficulty: null } as QuestionEntity;

  it('keeps the editor’s label while players have not said otherwise', () => {
    expect(asPlayed(question).difficulty).toBe('hard');
  });

  it('takes the label play data gave', () => {
    expect(asPlayed({ ...question, observedDifficulty: 'easy' }).difficulty).toBe('easy');
  });
});

describe('fitsCurriculum', () => {
  const question = {
    id: 'q',
    curriculumSubject: 'history',
    curriculumLevels: ['gcse', 'a-level'],
  } as unknown as QuestionEntity;

  it('keeps every question when no revision set is asked for', () => {
    expect(fitsCurriculum({ ...question, curriculumSubject: null }, undefined)).toBe(true);
  });

  it('keeps a question of the subject, at the level when one is given', () => {
    expect(fitsCurriculum(question, { subject: 'history' })).toBe(true);
    expect(fitsCurriculum(question, { subject: 'history', level: 'a-level' })).toBe(true);
    expect(fitsCurriculum({ ...question, curriculumLevels: ['gcse'] }, { subject: 'history', level: 'a-level' })).toBe(
      false,
    );
    expect(fitsCurriculum(question, { subject: 'science' })).toBe(false);
  });
});

describe('fitsTheme', () => {
  const plain = { id: 'q', media: null, seasons: [] } as unknown as QuestionEntity;
  const christmas = { ...plain, seasons: ['christmas'] } as QuestionEntity;
  const flag = { ...plain, media: { kind: 'flag', code: 'fr' } } as QuestionEntity;

  it('leaves picture questions out of a draw that asks for no picture', () => {
    expect(fitsTheme(plain, {})).toBe(true);
    expect(fitsTheme(flag, {})).toBe(false);
    expect(fitsTheme(flag, { season: 'christmas' })).toBe(false);
  });

  it('keeps only picture questions of the kind asked for', () => {
    expect(fitsTheme(flag, { media: 'flag' })).toBe(true);
    expect(fitsTheme(plain, { media: 'flag' })).toBe(false);
  });

  it('keeps only questions tagged with the season asked for', () => {
    expect(fitsTheme(christmas, { season: 'christmas' })).toBe(true);
    expect(fitsTheme(christmas, { season: 'halloween' })).toBe(false);
    expect(fitsTheme(plain, { season: 'christmas' })).toBe(false);
    expect(fitsTheme(christmas, {})).toBe(true);
  });
});

describe('QuestionSourceService', () => {
  const question = (id: string, difficulty: QuestionEntity['difficulty'], extra: Partial<QuestionEntity> = {}) =>
    ({
      id,
      type: 'text',
      category: 'science',
      difficulty,
      answer: `answer ${id}`,
      aliases: [],
      factKey: `fact-${id}:${id}`,
      qcPassed: true,
      retired: false,
      seasons: [],
      media: null,
      observedDifficulty: null,
      curriculumSubject: null,
      curriculumLevels: [],
      ...extra,
    }) as unknown as QuestionEntity;
  const questions = [
    question('a', 'easy'),
    question('b', 'hard'),
    question('c', 'hard', { seasons: ['christmas'] }),
    question('d', 'easy', { category: 'film' }),
  ];

  async function source(observed: { id: string; observed_difficulty: string }[] = []) {
    const repository = { find: async () => questions, query: async () => observed };
    const bank = new QuestionBankService(
      repository as unknown as Repository<QuestionEntity>,
      { run: async () => null } as unknown as QuestionBankSeed,
    );
    await bank.onApplicationBootstrap();
    bank.onModuleDestroy();
    return { bank, source: new QuestionSourceService(bank) };
  }
  const ids = (list: QuestionEntity[]) => list.map((q) => q.id).sort();

  it('draws by category, season and type from the questions in play', async () => {
    const { source: s } = await source();
    expect(
      ids(s.tryDraw({ count: 5, types: ['text'], categories: ['science'], difficulty: 'hard', seed: 'x' })),
    ).toEqual(['a', 'b', 'c']);
    expect(ids(s.tryDraw({ count: 5, types: ['text'], season: 'christmas', difficulty: 'hard', seed: 'x' }))).toEqual([
      'c',
    ]);
    expect(s.tryDraw({ count: 5, types: ['multiple_choice'], difficulty: 'hard', seed: 'x' })).toEqual([]);
  });

  it('follows the difficulty players gave once the bank is recounted, although it keeps its pools', async () => {
    questions[1]!.observedDifficulty = null;
    const { bank, source: s } = await source([{ id: 'b', observed_difficulty: 'easy' }]);
    const easyPairs = () =>
      ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((seed) =>
        ids(s.tryDraw({ count: 2, types: ['text'], categories: ['science'], difficulty: 'easy', seed })),
      );
    // Before the recount only a is easy: the second question of a pair is a hard one, b or c by the seed.
    expect(easyPairs().flat()).toEqual(expect.arrayContaining(['a', 'b', 'c']));
    await bank.refreshObservedDifficulty();
    // Players found b easy: every pair is a and b, with no hard question.
    for (const pair of easyPairs()) expect(pair).toEqual(['a', 'b']);
    questions[1]!.observedDifficulty = null;
  });
});
