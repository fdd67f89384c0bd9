import { type QuestionBankStats, ukDate } from '@trivia/contracts';
import { ArenaQuestionsService } from '../src/arena/arena-questions.service';
import { readBankFile } from '../src/question-bank/bank-file';
import { answerKey, familyOf } from '../src/question-bank/draw/question-draw';
import { DifficultyCalibrationService } from '../src/question-bank/difficulty/difficulty-calibration.service';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import { startTestApp, type TestApp } from './harness';

/** The real bank, drawn through the one QuestionSource by the daily quizzes and the Arena. */
describe('drawing questions from the bank', () => {
  let t: TestApp;
  let source: QuestionSourceService;
  beforeAll(async () => {
    t = await startTestApp();
    source = t.app.get(QuestionSourceService);
  });
  afterAll(() => t.close());

  const questionsOf = async (kind: 'standard' | 'mc') => {
    await t.client().send('POST', `/api/daily-quiz/${kind}/start`);
    const [row] = await t.dataSource.query(
      `SELECT question_ids FROM daily_quizzes WHERE quiz_date = $1 AND kind = $2`,
      [ukDate(new Date()), kind],
    );
    return (row.question_ids as string[]).map((id) => source.get(id)!);
  };

  it("gives a day's two quizzes no fact and no answer in common, each spread over the categories", async () => {
    const standard = await questionsOf('standard');
    const mc = await questionsOf('mc');
    expect(standard).toHaveLength(15);
    expect(mc).toHaveLength(20);
    const facts = [...standard, ...mc].map((q) => q.factKey);
    expect(new Set(facts).size).toBe(35);
    const answers = [...standard, ...mc].map((q) => answerKey(q.answer));
    expect(new Set(answers).size).toBe(35);
    for (const quiz of [standard, mc]) {
      const categories = new Set(quiz.map((q) => q.category));
      const most = Math.max(...[...categories].map((c) => quiz.filter((q) => q.category === c).length));
      expect(most).toBeLessThanOrEqual(Math.ceil(quiz.length / categories.size) + 1);
      const families = quiz.map((q) => familyOf(q.factKey));
      expect(new Set(families).size).toBeGreaterThanOrEqual(quiz.length - 2);
    }
  });

  it('draws an Arena game with no fact, answer or family twice and the categories spread', () => {
    const questions = t.app.get(ArenaQuestionsService).draw({
      questionCount: 10,
      questionTypes: ['multiple_choice'],
      categories: [],
      difficulty: 'mixed',
    });
    const drawn = questions.map((q) => source.get(q.id)!);
    expect(new Set(drawn.map((q) => q.factKey)).size).toBe(10);
    expect(new Set(drawn.map((q) => answerKey(q.answer))).size).toBe(10);
    expect(new Set(drawn.map((q) => familyOf(q.factKey))).size).toBe(10);
    const perCategory = new Map<string, number>();
    for (const q of drawn) perCategory.set(q.category, (perCategory.get(q.category) ?? 0) + 1);
    expect(Math.max(...perCategory.values())).toBeLessThanOrEqual(2);
  });

  it('imports what the bank says of each question: person answers and curriculum tags', async () => {
    const bank = readBankFile(t.config.questionBankFile)!;
    const [row] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE answer_kind = 'person') AS people,
              count(*) FILTER (WHERE curriculum_subject IS NOT NULL) AS curriculum FROM questions WHERE NOT retired`,
    );
    expect(Number(row.people)).toBe(bank.questions.filter((q) => q.answerKind === 'person').length);
    expect(Number(row.curriculum)).toBe(bank.questions.filter((q) => q.curriculum).length);
  });

  it('draws a revision set: only facts tagged with the subject and level', () => {
    const set = source.draw({
      count: 20,
      types: ['multiple_choice'],
      difficulty: 'ramp',
      seed: 'revision',
      curriculum: { subject: 'history', level: 'gcse' },
    });
    expect(set).toHaveLength(20);
    for (const q of set) {
      expect(q.curriculumSubject).toBe('history');
      expect(q.curriculumLevels).toContain('gcse');
    }
  });

  it('lets play data set the difficulty once a question has enough answers', async () => {
    const [easy, hard, once] = source.tryDraw({ count: 3, types: ['text'], difficulty: 'ramp', seed: 'calibrate' });
    const [quiz] = await t.dataSource.query(`SELECT id FROM daily_quizzes LIMIT 1`);
    // Thirty players each: 27 got the first right, 6 the second.
    for (let i = 0; i < 30; i += 1) {
      const [attempt] = await t.dataSource.query(
        `INSERT INTO daily_attempts (quiz_id, player_key, ranked, started_at) VALUES ($1, $2, false, now()) RETURNING id`,
        [quiz.id, `guest:calibration-${i}`],
      );
      await t.dataSource.query(
        `INSERT INTO daily_answers (attempt_id, question_index, question_id, given, correct)
         VALUES ($1, 0, $2, 'x', $3), ($1, 1, $4, 'x', $5)`,
        [attempt.id, easy!.id, i < 27, hard!.id, i < 6],
      );
      // A third question, answered once: too few answers to judge, but recounted all the same.
      if (i === 0) {
        await t.dataSource.query(
          `INSERT INTO daily_answers (attempt_id, question_index, question_id, given, correct) VALUES ($1, 2, $2, 'x', true)`,
          [attempt.id, once!.id],
        );
      }
    }
    // It says how many questions it recounted: every bank question played (these three, and any other test's;
    // answers too fast to rank are left out).
    const [{ played }] = await t.dataSource.query(
      `SELECT count(DISTINCT p.question_id)::int AS played
       FROM (SELECT d.question_id FROM daily_answers d JOIN daily_attempts a ON a.id = d.attempt_id
             WHERE a.flagged_at IS NULL
             UNION ALL SELECT question_id FROM arena_answers) p
       JOIN questions q ON q.id = p.question_id`,
    );
    expect(played).toBeGreaterThanOrEqual(3);
    expect(await t.app.get(DifficultyCalibrationService).calibrate()).toBe(played);
    expect(source.get(easy!.id)!.observedDifficulty).toBe('easy');
    expect(source.get(hard!.id)!.observedDifficulty).toBe('hard');
    const [row] = await t.dataSource.query(`SELECT observed_answers, observed_correct FROM questions WHERE id = $1`, [
      hard!.id,
    ]);
    expect(row).toEqual({ observed_answers: 30, observed_correct: 6 });
  });

  it('draws a themed round by season, a flag round by picture kind, and true or false when asked', async () => {
    const christmas = source.draw({
      count: 10,
      types: ['multiple_choice', 'text'],
      difficulty: 'ramp',
      seed: 'xmas',
      season: 'christmas',
    });
    for (const q of christmas) {
      expect(q.seasons).toContain('christmas');
      expect(q.media).toBeNull();
    }
    const flags = source.draw({
      count: 10,
      types: ['multiple_choice'],
      difficulty: 'ramp',
      seed: 'flags',
      media: 'flag',
    });
    for (const q of flags)
      expect(q.media).toEqual({ kind: 'flag', code: expect.stringMatching(/^[a-z]{2}(-[a-z]{3})?$/) });
    const trueFalse = source.draw({ count: 10, types: ['true_false'], difficulty: 'ramp', seed: 'tf' });
    for (const q of trueFalse) {
      expect(q.options).toEqual(['True', 'False']);
      expect(['True', 'False']).toContain(q.answer);
    }
    const bonfire = source.draw({
      count: 5,
      types: ['true_false'],
      difficulty: 'ramp',
      seed: 'bonfire',
      season: 'bonfire-night',
    });
    for (const q of bonfire) expect(q.seasons).toEqual(['bonfire-night']);
    // A draw that names no picture kind never gets a flag, and one that names no true_false never gets one.
    const plain = source.tryDraw({
      count: 400,
      types: ['multiple_choice', 'text'],
      difficulty: 'ramp',
      seed: 'plain',
      categories: ['world-geography'],
    });
    expect(plain.some((q) => q.media !== null || q.type === 'true_false')).toBe(false);
    const [row] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE media IS NOT NULL) AS pictures, count(*) FILTER (WHERE 'halloween' = ANY(seasons)) AS halloween
         FROM questions WHERE NOT retired`,
    );
    const bank = readBankFile(t.config.questionBankFile)!;
    expect(Number(row.pictures)).toBe(bank.questions.filter((q) => q.media).length);
    expect(Number(row.halloween)).toBe(bank.questions.filter((q) => q.seasons?.includes('halloween')).length);
  });

  it('counts true or false honestly in the public bank stats', async () => {
    const { body } = await t.client().get<QuestionBankStats>('/api/question-bank/stats');
    expect(body.byType.true_false).toBeGreaterThanOrEqual(400);
    const { multiple_choice, text, true_false, order, estimate } = body.byType;
    expect(multiple_choice + text + true_false + order + estimate).toBe(body.total);
  });

  it('stores order and estimate questions with their items, value and unit, and draws them only when asked', async () => {
    const [everest] = await t.dataSource.query(
      `SELECT type, items, value, unit, tolerance_note, answer FROM questions WHERE fact_key = $1 AND type = 'estimate'`,
      ['world-geography-mountain-height:Mount Everest'],
    );
    expect(everest).toEqual({
      type: 'estimate',
      items: null,
      value: 8849,
      unit: 'metres',
      tolerance_note: 'to the nearest metre',
      answer: '8,849 metres',
    });
    const orders: { items: string[]; answer: string }[] = await t.dataSource.query(
      `SELECT items, answer FROM questions WHERE type = 'order' AND qc_passed AND NOT retired`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(150);
    for (const row of orders) expect(row.answer).toBe(row.items.join(' → '));

    const round = source.draw({ count: 20, types: ['order', 'estimate'], difficulty: 'ramp', seed: 'hosted' });
    expect(new Set(round.map((q) => q.type))).toEqual(new Set(['order', 'estimate']));
    expect(new Set(round.map((q) => q.factKey)).size).toBe(20);
    const daily = source.draw({
      count: 50,
      types: ['multiple_choice', 'text', 'true_false'],
      difficulty: 'ramp',
      seed: 'd',
    });
    expect(daily.some((q) => q.type === 'order' || q.type === 'estimate')).toBe(false);
    const { body: stats } = await t.client().get<QuestionBankStats>('/api/question-bank/stats');
    expect(stats.byType.order).toBe(orders.length);
    expect(stats.byType.estimate).toBeGreaterThanOrEqual(150);
  });

  it('refuses a game the bank cannot fill, saying how many it could', () => {
    expect(() =>
      source.draw({ count: 50, types: ['text'], categories: ['no-such-category'], difficulty: 'ramp', seed: 's' }),
    ).toThrow(expect.objectContaining({ code: 'QUIZ_003', message: 'Only 0 questions match those settings' }));
  });
});
