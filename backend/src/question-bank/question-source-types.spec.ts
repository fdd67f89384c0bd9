import { resolve } from 'node:path';
import type { Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { questionSourceFromFile, readBankFile } from './index';
import type { QuestionEntity } from './question.entity';
import type { QuestionBankSeed } from './question-bank.seed';
import { QuestionBankService } from './question-bank.service';
import { QuestionSourceService } from './question-source.service';

/** Host-led sessions' question types: `order` and `estimate` come out of the one QuestionSource by type. */
const question = (id: string, extra: Partial<QuestionEntity>) =>
  ({
    id,
    type: 'text',
    category: 'science',
    difficulty: 'easy',
    prompt: `Question ${id}?`,
    answer: `answer ${id}`,
    aliases: [],
    options: null,
    items: null,
    value: null,
    unit: null,
    toleranceNote: null,
    factKey: `family-${id}:${id}`,
    qcPassed: true,
    retired: false,
    seasons: [],
    media: null,
    observedDifficulty: null,
    curriculumSubject: null,
    curriculumLevels: [],
    ...extra,
  }) as unknown as QuestionEntity;

const order = (id: string, extra: Partial<QuestionEntity> = {}) =>
  question(id, {
    type: 'order',
    prompt: 'Put these planets in order from the Sun, nearest first.',
    items: [`${id} one`, `${id} two`, `${id} three`, `${id} four`],
    answer: `${id} one → ${id} two → ${id} three → ${id} four`,
    ...extra,
  });

const estimate = (id: string, value: number, extra: Partial<QuestionEntity> = {}) =>
  question(id, { type: 'estimate', value, answer: String(value), ...extra });

const questions = [
  question('t1', { factKey: 'titanic:sink', answer: '1912' }),
  question('m1', { type: 'multiple_choice', options: ['a', 'b', 'c', 'answer m1'], answer: 'answer m1' }),
  order('o1'),
  order('o2', { category: 'space', difficulty: 'hard' }),
  order('o3', { category: 'film', seasons: ['christmas'] }),
  estimate('e1', 1912, { factKey: 'titanic:sink' }),
  estimate('e2', 8849, { category: 'world-geography', unit: 'metres', toleranceNote: 'to the nearest metre' }),
  estimate('e3', 1843, { category: 'film', difficulty: 'medium', seasons: ['christmas'] }),
  estimate('e4', 1066, { difficulty: 'hard', qcPassed: false }),
];

async function source(): Promise<QuestionSourceService> {
  const repository = { find: async () => questions, query: async () => [] };
  const bank = new QuestionBankService(
    repository as unknown as Repository<QuestionEntity>,
    { run: async () => null } as unknown as QuestionBankSeed,
  );
  await bank.onApplicationBootstrap();
  bank.onModuleDestroy();
  return new QuestionSourceService(bank);
}

const ids = (list: QuestionEntity[]) => list.map((q) => q.id).sort();
const any = { count: 20, difficulty: 'easy' as const, seed: 's' };

describe('QuestionSourceService: order and estimate questions', () => {
  it('draws each type only when asked, so daily quizzes, the catalogue and battles never meet them', async () => {
    const s = await source();
    expect(ids(s.tryDraw({ ...any, types: ['order'] }))).toEqual(['o1', 'o2', 'o3']);
    expect(ids(s.tryDraw({ ...any, types: ['estimate'] }))).toEqual(['e1', 'e2', 'e3']);
    expect(ids(s.tryDraw({ ...any, types: ['multiple_choice', 'text'] }))).toEqual(['m1', 't1']);
  });

  it('filters them by category, difficulty and season like every other type', async () => {
    const s = await source();
    expect(ids(s.tryDraw({ ...any, types: ['order'], categories: ['space'] }))).toEqual(['o2']);
    expect(
      ids(s.tryDraw({ ...any, count: 1, types: ['order'], categories: ['science', 'space'], difficulty: 'hard' })),
    ).toEqual(['o2']);
    expect(ids(s.tryDraw({ ...any, types: ['order', 'estimate'], season: 'christmas' }))).toEqual(['e3', 'o3']);
    expect(ids(s.tryDraw({ ...any, types: ['estimate'], avoidSeasons: ['christmas'] }))).toEqual(['e1', 'e2']);
  });

  it('keeps a question that failed QC out', async () => {
    const s = await source();
    expect(ids(s.tryDraw({ ...any, types: ['estimate'], difficulty: 'hard' }))).not.toContain('e4');
  });

  it('hands over the items in the true order, and the value, unit and note of an estimate', async () => {
    const s = await source();
    const [drawnOrder] = s.draw({ ...any, count: 1, types: ['order'], categories: ['space'] });
    expect(drawnOrder).toMatchObject({ type: 'order', items: ['o2 one', 'o2 two', 'o2 three', 'o2 four'] });
    const [drawnEstimate] = s.draw({ ...any, count: 1, types: ['estimate'], categories: ['world-geography'] });
    expect(drawnEstimate).toMatchObject({ value: 8849, unit: 'metres', toleranceNote: 'to the nearest metre' });
  });

  it('never asks a fact twice in one draw, typed and as an estimate', async () => {
    const s = await source();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const drawn = s.tryDraw({ ...any, seed, types: ['text', 'estimate'], categories: ['science'] });
      expect(drawn.filter((q) => q.factKey === 'titanic:sink')).toHaveLength(1);
    }
  });

  it('refuses with QUIZ_003 when the bank holds too few of a type', async () => {
    const s = await source();
    expect(() => s.draw({ ...any, count: 4, types: ['estimate'] })).toThrow(AppException);
  });
});

describe('the generated bank, drawn for a host-led quick selection', () => {
  const file = readBankFile(resolve(__dirname, '../../../packages/question-bank/dist/bank.json'));
  let bank: QuestionSourceService;
  beforeAll(async () => {
    bank = await questionSourceFromFile(file!);
  });

  it.each(['order', 'estimate'] as const)('gives a 30-question %s round, easy to hard, no fact twice', (type) => {
    const drawn = bank.draw({ count: 30, types: [type], difficulty: 'ramp', seed: `hosted-${type}` });
    expect(drawn.every((q) => q.type === type)).toBe(true);
    expect(new Set(drawn.map((q) => q.factKey)).size).toBe(30);
    expect(new Set(drawn.map((q) => q.category)).size).toBeGreaterThanOrEqual(5);
    for (const q of drawn) {
      if (type === 'order') expect(q.items?.length).toBeGreaterThanOrEqual(3);
      else expect(Number.isFinite(q.value)).toBe(true);
    }
  });
});
