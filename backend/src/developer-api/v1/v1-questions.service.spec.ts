import { API_TIERS, type V1QuestionsQuery } from '@trivia/contracts';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../infra/config/config';
import type { BankFile } from '../../question-bank';
import { QuestionBankService } from '../../question-bank/question-bank.service';
import { QuestionSourceService } from '../../question-bank/question-source.service';
import type { QuestionEntity } from '../../question-bank/question.entity';
import { V1QuestionsService } from './v1-questions.service';
import type { SessionDraw, V1SessionsService } from './v1-sessions.service';

const LEVELS = ['easy', 'medium', 'hard'] as const;
const CATEGORIES = ['film', 'science'] as const;

type BankFileQuestion = BankFile['questions'][number];

const bankQuestion = (id: string, fields: Partial<BankFileQuestion>): BankFileQuestion => ({
  id,
  type: 'multiple_choice',
  category: 'film',
  difficulty: 'easy',
  prompt: `Question ${id}?`,
  answer: `Answer ${id}`,
  aliases: [],
  options: [`Answer ${id}`, `Wrong ${id} 1`, `Wrong ${id} 2`, `Wrong ${id} 3`],
  factKey: `fact:${id}`,
  source: 'fact-table:films',
  asOf: '2026-11-01',
  qc: { passed: true, reasons: [] },
  ...fields,
});

/** Four of each category, level and classic type; a text form of every multiple choice fact; odd ones kept out. */
function bankFile(): BankFile {
  const questions: BankFileQuestion[] = [];
  for (const category of CATEGORIES) {
    for (const difficulty of LEVELS) {
      for (let n = 0; n < 4; n += 1) {
        const id = `${category.slice(0, 2)}${difficulty.slice(0, 2)}${n}`;
        questions.push(bankQuestion(`m${id}`, { category, difficulty }));
        questions.push(
          bankQuestion(`t${id}`, {
            category,
            difficulty,
            type: 'text',
            answer: `Answer m${id}`,
            options: undefined,
            factKey: `fact:m${id}`,
          }),
        );
        questions.push(
          bankQuestion(`b${id}`, {
            category,
            difficulty,
            type: 'true_false',
            answer: 'True',
            options: ['True', 'False'],
          }),
        );
      }
    }
  }
  questions.push(bankQuestion('order1', { type: 'order', options: undefined, items: ['a', 'b', 'c'] }));
  questions.push(bankQuestion('flag1', { media: { kind: 'flag', code: 'fr' } }));
  questions.push(bankQuestion('failed1', { qc: { passed: false, reasons: ['ambiguous'] } }));
  return {
    version: 'test',
    categories: [
      { id: 'film', name: 'Film' },
      { id: 'science', name: 'Science' },
    ],
    attributions: [{ name: 'Our own fact tables', licence: 'project licence', usage: 'facts', url: null }],
    questions,
  };
}

async function build() {
  const file = bankFile();
  // As the seed stores them: no play data yet.
  const entities = file.questions.map((q): QuestionEntity => ({
    ...q,
    options: q.options ?? null,
    media: q.media ?? null,
    seasons: q.seasons ?? [],
    explanation: null,
    qcPassed: q.qc.passed,
    qcReasons: q.qc.reasons,
    answerKind: null,
    curriculumSubject: null,
    curriculumLevels: [],
    items: q.items ?? null,
    value: null,
    unit: null,
    toleranceNote: null,
    retired: false,
    observedAnswers: 0,
    observedCorrect: 0,
    observedDifficulty: null,
    contributorId: null,
  }));
  const repository = { find: async () => entities, query: async () => [] } as unknown as Repository<QuestionEntity>;
  const bank = new QuestionBankService(repository, { run: async () => file } as unknown as ConstructorParameters<
    typeof QuestionBankService
  >[1]);
  await bank.onApplicationBootstrap();
  bank.onModuleDestroy();
  const served = new Map<string, Set<string>>([['s1', new Set()]]);
  const sessions = {
    drawUnder: async <R>(id: string, keyId: string, draw: (seen: ReadonlySet<string>) => SessionDraw<R>) => {
      const seen = served.get(id);
      if (!seen || keyId !== 'k1') throw new Error('not found');
      const { servedIds, result } = draw(new Set(seen));
      for (const questionId of servedIds) seen.add(questionId);
      return result;
    },
  } as unknown as V1SessionsService;
  const config = { publicUrl: 'https://quiz.example' } as AppConfig;
  return { service: new V1QuestionsService(new QuestionSourceService(bank), bank, sessions, config), served, bank };
}

const query = (fields: Partial<V1QuestionsQuery> = {}): V1QuestionsQuery => ({ amount: 5, ...fields });
const starter = { keyId: 'k1', tier: API_TIERS['api-starter'] };
const free = { keyId: 'k1', tier: API_TIERS['api-free'] };

describe('V1QuestionsService.questions', () => {
  it('answers the filters with the bank’s ids, wording, date and source', async () => {
    const { service } = await build();
    const answer = await service.questions(
      query({ categories: ['science'], difficulty: 'hard', types: ['text'] }),
      free,
    );
    expect(answer.questions).toHaveLength(4);
    expect(answer).toMatchObject({ seed: null, remaining: null });
    for (const q of answer.questions) {
      expect(q).toMatchObject({ type: 'text', difficulty: 'hard', category: { id: 'science', name: 'Science' } });
      expect(q.id).toMatch(/^tscha\d$/);
      expect(q).toMatchObject({ incorrectAnswers: [], trueAsOf: '2026-11-01' });
      expect(q.source).toEqual({ name: 'Our own fact tables: films', url: null, licence: 'project licence' });
    }
  });

  it('gives multiple choice its three wrong options and true or false the other one', async () => {
    const { service } = await build();
    const [mc] = (await service.questions(query({ amount: 1, types: ['multiple'] }), free)).questions;
    expect(mc!.incorrectAnswers).toHaveLength(3);
    expect(mc!.incorrectAnswers).not.toContain(mc!.correctAnswer);
    const [tf] = (await service.questions(query({ amount: 1, types: ['boolean'] }), free)).questions;
    expect(tf).toMatchObject({ correctAnswer: 'True', incorrectAnswers: ['False'], acceptedAnswers: [] });
  });

  it('never serves order, picture or failed questions', async () => {
    const { service } = await build();
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      for (const q of (await service.questions(query({ amount: 10 }), free)).questions) ids.add(q.id);
    }
    expect([...ids].filter((id) => !/^[mtb](fi|sc)/.test(id))).toEqual([]);
  });

  it('gives the same seeded set every time, and another for another seed', async () => {
    const { service } = await build();
    const ids = async (seed: string) =>
      (await service.questions(query({ amount: 10, seed }), starter)).questions.map((q) => q.id);
    const first = await ids('quiz-night-1');
    expect(await ids('quiz-night-1')).toEqual(first);
    expect((await build()).service).not.toBe(service);
    expect(await (await build()).service.questions(query({ amount: 10, seed: 'quiz-night-1' }), starter)).toMatchObject(
      {
        seed: 'quiz-night-1',
      },
    );
    expect(await ids('quiz-night-2')).not.toEqual(first);
  });

  it('refuses more than the tier’s questions per call, naming amount, the cap and the upgrade page', async () => {
    const { service } = await build();
    const refusal = service.questions(query({ amount: 11 }), free);
    await expect(refusal).rejects.toMatchObject({
      code: 'VAL_001',
      issues: [{ path: 'amount', message: expect.stringContaining('At most 10') }],
      problemFields: { tier: 'api-free', upgrade: 'https://quiz.example/pricing/developers' },
    });
    await expect(service.questions(query({ amount: 50 }), starter)).resolves.toBeDefined();
  });

  it('refuses a seed on a tier without seeded sets (API_002 naming the feature)', async () => {
    const { service } = await build();
    await expect(service.questions(query({ seed: 'x' }), free)).rejects.toMatchObject({
      code: 'API_002',
      problemFields: { feature: 'seeded_sets', upgrade: 'https://quiz.example/pricing/developers' },
    });
  });
});

describe('V1QuestionsService sessions', () => {
  it('never repeats a question or its fact, counts down what is left, then answers an empty list', async () => {
    const { service } = await build();
    const filters = {
      categories: ['film' as const],
      difficulty: 'easy' as const,
      types: ['multiple' as const, 'text' as const],
    };
    const facts = new Set<string>();
    const remaining: (number | null)[] = [];
    for (let call = 0; call < 6; call += 1) {
      const answer = await service.questions(query({ amount: 3, session: 's1', ...filters }), free);
      for (const q of answer.questions) {
        const fact = q.id.slice(1);
        expect(facts.has(fact)).toBe(false);
        facts.add(fact);
      }
      remaining.push(answer.remaining);
      if (answer.questions.length === 0) break;
    }
    // Four easy film facts, each asked as multiple choice or typed: 3 then 1, then nothing.
    expect(facts.size).toBe(4);
    expect(remaining).toEqual([1, 0, 0]);
  });

  it('is the key’s own: another key’s call is refused', async () => {
    const { service } = await build();
    await expect(service.questions(query({ session: 's1' }), { ...free, keyId: 'k2' })).rejects.toThrow('not found');
  });
});

describe('V1QuestionsService.questionsJson (the text /v1/questions sends)', () => {
  it('is the JSON of the same answer: a seeded set, a one-off call and a session', async () => {
    const { service } = await build();
    const seeded = query({ amount: 10, seed: 'quiz-night-1' });
    expect(JSON.parse(await service.questionsJson(seeded, starter))).toEqual(await service.questions(seeded, starter));
    const oneOff = JSON.parse(await service.questionsJson(query({ amount: 3, types: ['boolean'] }), free));
    expect(oneOff).toMatchObject({ seed: null, remaining: null });
    expect(oneOff.questions[0]).toMatchObject({ type: 'boolean', incorrectAnswers: expect.any(Array) });
    const session = JSON.parse(await service.questionsJson(query({ amount: 2, session: 's1' }), free));
    expect(session.questions).toHaveLength(2);
    expect(session.remaining).toEqual(expect.any(Number));
  });

  it('is made again once the bank changes (a question reworded is served in its new words)', async () => {
    const { service, bank } = await build();
    const seeded = query({ amount: 1, seed: 'reword' });
    const before = JSON.parse(await service.questionsJson(seeded, starter)).questions[0];
    const q = bank.get(before.id)!;
    const prompt = q.prompt;
    q.prompt = `${prompt} (reworded)`;
    // Unchanged bank: the question's JSON is the one made before.
    expect(JSON.parse(await service.questionsJson(seeded, starter)).questions[0].question).toBe(prompt);
    await bank.refreshObservedDifficulty(); // any change to the bank moves its generation on
    expect(JSON.parse(await service.questionsJson(seeded, starter)).questions[0].question).toBe(`${prompt} (reworded)`);
  });
});

describe('V1QuestionsService one question, categories and checks', () => {
  it('finds a servable question by id, and 404s the rest', async () => {
    const { service } = await build();
    expect(service.question('tfiea0')).toMatchObject({ id: 'tfiea0', type: 'text', correctAnswer: 'Answer mfiea0' });
    for (const id of ['nope', 'order1', 'flag1', 'failed1']) {
      expect(() => service.question(id)).toThrow(expect.objectContaining({ code: 'RES_001' }));
    }
  });

  it('counts each category by level and type, with zeros for a category without questions', async () => {
    const { service } = await build();
    const { categories } = service.categories();
    expect(categories.find((c) => c.id === 'film')!.questions).toEqual({
      total: 36,
      byDifficulty: { easy: 12, medium: 12, hard: 12 },
      byType: { multiple: 12, boolean: 12, text: 12 },
    });
    expect(categories.find((c) => c.id === 'space')!.questions.total).toBe(0);
  });

  it('checks typed answers on tiers with answer checking only', async () => {
    const { service } = await build();
    expect(service.check('tfiea0', 'answer mfiea0', starter.tier)).toMatchObject({
      questionId: 'tfiea0',
      accepted: true,
      reason: 'normalised',
      correctAnswer: 'Answer mfiea0',
    });
    expect(() => service.check('tfiea0', 'x', free.tier)).toThrow(expect.objectContaining({ code: 'API_002' }));
    expect(() => service.check('order1', 'x', starter.tier)).toThrow(expect.objectContaining({ code: 'RES_001' }));
  });
});
