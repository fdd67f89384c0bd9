import { randomUUID } from 'node:crypto';
import type {
  AdminEnquiryPage,
  EnquiryRequest,
  PracticeState,
  RevisionSample,
  RevisionSetsResponse,
  SubmitPracticeAnswerResponse,
} from '@trivia/contracts';
import { QuestionSourceService } from '../src/question-bank/question-source.service';
import { newAdmin } from './admin-fixtures';
import { freshIp, registerUser, startTestApp, type TestApp, type TestClient, uniqueEmail } from './harness';
import { member, session } from './hosted-fixtures';

type Problem = { code: string; issues?: { path: string; message: string }[] };

describe('audience pages: revision sets, practice quizzes, classroom sessions and contact-sales', () => {
  let t: TestApp;
  let bank: QuestionSourceService;
  beforeAll(async () => {
    t = await startTestApp();
    bank = t.app.get(QuestionSourceService);
  });
  afterAll(() => t.close());

  const attemptRow = async (id: string) =>
    (
      (await t.dataSource.query(`SELECT * FROM revision_practice_attempts WHERE id = $1`, [id])) as {
        question_ids: string[];
        answers: unknown[];
        score: number;
        player_key: string;
      }[]
    )[0]!;
  const start = (client: TestClient, body: unknown) =>
    client.send<PracticeState & Problem>('POST', '/api/revision/practice', body);
  const answer = (client: TestClient, id: string, index: number, given: string) =>
    client.send<SubmitPracticeAnswerResponse & Problem>('POST', `/api/revision/practice/${id}/answer`, {
      index,
      answer: given,
    });

  describe('revision sets', () => {
    it('lists each subject and level the bank tags, with counts a practice quiz can rely on', async () => {
      const { status, body } = await t.client().get<RevisionSetsResponse>('/api/revision/sets');
      expect(status).toBe(200);
      const science = body.sets.find((set) => set.subject === 'science' && set.level === 'gcse');
      expect(science).toMatchObject({ name: 'GCSE Science', maxQuestions: { choices: 20, typed: 20 } });
      expect(science!.facts).toBeGreaterThan(100);
      const [counted] = bank
        .countCurriculum(['multiple_choice', 'true_false'])
        .filter((c) => c.subject === 'science' && c.level === 'gcse');
      expect(science!.questions.choices).toBe(counted!.questions);
      expect(body.sets.map((set) => set.name)).toEqual(expect.arrayContaining(['A-level History', 'GCSE Maths']));
      // A thin set offers only what one draw can fill: never a quiz the server would then refuse.
      for (const set of body.sets) expect(set.maxQuestions.choices).toBeLessThanOrEqual(set.questions.choices);
    });

    it('shows a real question of a set as an example, and refuses a subject it does not know', async () => {
      const { status, body } = await t.client().get<RevisionSample>('/api/revision/sets/history/a-level/sample');
      expect(status).toBe(200);
      expect(body.options).toContain(body.answer);
      const inBank = (await t.dataSource.query(
        `SELECT curriculum_subject, curriculum_levels FROM questions WHERE prompt = $1 AND answer = $2`,
        [body.prompt, body.answer],
      )) as { curriculum_subject: string; curriculum_levels: string[] }[];
      expect(inBank[0]).toMatchObject({
        curriculum_subject: 'history',
        curriculum_levels: expect.arrayContaining(['a-level']),
      });
      const bad = await t.client().get<Problem>('/api/revision/sets/astrology/gcse/sample');
      expect(bad).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    });
  });

  describe('a practice quiz', () => {
    it('is drawn from the set, sends no answer early, marks on the server and scores at the end', async () => {
      const guest = t.client(freshIp());
      const started = await start(guest, { subject: 'science', level: 'gcse', questionCount: 5 });
      expect(started.status).toBe(201);
      expect(started.body).toMatchObject({ name: 'GCSE Science', style: 'choices', questionCount: 5, result: null });
      expect(JSON.stringify(started.body)).not.toMatch(/correctAnswer|"answer"/);
      const row = await attemptRow(started.body.attemptId);
      const questions = row.question_ids.map((id) => bank.get(id)!);
      for (const q of questions) {
        expect(q.curriculumSubject).toBe('science');
        expect(q.curriculumLevels).toContain('gcse');
        expect(['multiple_choice', 'true_false']).toContain(q.type);
      }
      expect(started.body.question!.options).toEqual(questions[0]!.options);

      const right = await answer(guest, started.body.attemptId, 0, questions[0]!.answer);
      expect(right.body.reveal).toMatchObject({ correct: true, correctAnswer: questions[0]!.answer });
      const wrongOption = questions[1]!.options!.find((option) => option !== questions[1]!.answer)!;
      const wrong = await answer(guest, started.body.attemptId, 1, wrongOption);
      expect(wrong.body.reveal).toMatchObject({
        correct: false,
        given: wrongOption,
        correctAnswer: questions[1]!.answer,
      });

      // Out of turn, again, or not one of the options: refused, and nothing changes.
      expect((await answer(guest, started.body.attemptId, 1, wrongOption)).status).toBe(400);
      const notAnOption = await answer(guest, started.body.attemptId, 2, 'Something else');
      expect(notAnOption).toMatchObject({ status: 400, body: { code: 'VAL_001', issues: [{ path: 'answer' }] } });
      expect((await attemptRow(started.body.attemptId)).answers).toHaveLength(2);

      for (let i = 2; i < 5; i += 1) await answer(guest, started.body.attemptId, i, questions[i]!.answer);
      const done = await guest.get<PracticeState>(`/api/revision/practice/${started.body.attemptId}`);
      expect(done.body).toMatchObject({ question: null, result: { score: 4, total: 5 } });
      expect(done.body.answered).toHaveLength(5);
      expect((await answer(guest, started.body.attemptId, 5, 'x')).status).toBe(400);
    });

    it('marks typed answers tolerantly, like the daily quiz', async () => {
      const guest = t.client(freshIp());
      const started = await start(guest, { subject: 'history', level: 'gcse', style: 'typed', questionCount: 5 });
      expect(started.status).toBe(201);
      expect(started.body.question).not.toHaveProperty('options');
      const first = bank.get((await attemptRow(started.body.attemptId)).question_ids[0]!)!;
      expect(first.type).toBe('text');
      const marked = await answer(guest, started.body.attemptId, 0, `  ${first.answer.toUpperCase()} `);
      expect(marked.body.reveal.correct).toBe(true);
      const skipped = await answer(guest, started.body.attemptId, 1, '');
      expect(skipped.body.reveal).toMatchObject({ correct: false, given: '' });
    });

    it('is its player’s alone, and follows a guest who signs up', async () => {
      const guest = t.client(freshIp());
      const started = await start(guest, { subject: 'geography', level: 'gcse', questionCount: 5 });
      const stranger = await t.client(freshIp()).get<Problem>(`/api/revision/practice/${started.body.attemptId}`);
      expect(stranger).toMatchObject({ status: 404, body: { code: 'RES_001' } });
      expect((await t.client().get(`/api/revision/practice/not-an-id`)).status).toBe(400);
      const { id } = await registerUser(guest);
      const mine = await guest.get<PracticeState>(`/api/revision/practice/${started.body.attemptId}`);
      expect(mine.status).toBe(200);
      expect((await attemptRow(started.body.attemptId)).player_key).toBe(`user:${id}`);
    });

    it('refuses bad settings on their fields, and more questions than a thin set holds', async () => {
      const guest = t.client(freshIp());
      const bad = await start(guest, { subject: 'science', level: 'gcse', questionCount: 50, style: 'essay' });
      expect(bad.status).toBe(400);
      expect(bad.body.issues!.map((issue) => issue.path).sort()).toEqual(['questionCount', 'style']);
      const { body } = await t.client().get<RevisionSetsResponse>('/api/revision/sets');
      const thin = body.sets.find((set) => set.maxQuestions.typed > 0 && set.maxQuestions.typed < 20)!;
      expect(thin).toBeDefined();
      const fits = await start(guest, {
        subject: thin.subject,
        level: thin.level,
        style: 'typed',
        questionCount: thin.maxQuestions.typed,
      });
      expect(fits.status).toBe(201);
      const refused = await start(guest, {
        subject: thin.subject,
        level: thin.level,
        style: 'typed',
        questionCount: 20,
      });
      expect(refused).toMatchObject({ status: 400, body: { issues: [{ path: 'questionCount' }] } });
      expect(refused.body.issues![0]!.message).toMatch(/choose up to \d+/);
    });
  });

  it('hosts a revision set live in a classroom: only the set’s facts, titled by it', async () => {
    const { client, id } = await member(t, 'pub-standard', 'Ms Okafor');
    const opened = await session(client, {
      source: {
        kind: 'quick',
        questionCount: 8,
        questionTypes: ['multiple_choice', 'text'],
        curriculum: { subject: 'science', level: 'gcse' },
      },
      teamMode: 'off',
    });
    expect(opened).toMatchObject({ title: 'GCSE Science revision', questionCount: 8 });
    const [row] = (await t.dataSource.query(`SELECT source FROM hosted_sessions WHERE host_user_id = $1`, [id])) as {
      source: { source: { curriculum: unknown }; questions: { id: string }[] };
    }[];
    expect(row!.source.source.curriculum).toEqual({ subject: 'science', level: 'gcse' });
    for (const q of row!.source.questions) expect(bank.get(q.id)!.curriculumSubject).toBe('science');
    const unknown = await client.send<Problem>('POST', '/api/arena/sessions', {
      source: { kind: 'quick', questionCount: 8, curriculum: { subject: 'latin', level: 'gcse' } },
    });
    expect(unknown).toMatchObject({ status: 400, body: { issues: [{ path: 'source.curriculum.subject' }] } });
  });

  it.each([
    ['corporate', 'New corporate enquiry from'],
    ['education', 'New education enquiry from'],
    ['teachers', 'New classroom enquiry from'],
  ] as const)('takes a %s contact-sales enquiry to /admin and the admins’ mail', async (kind, subject) => {
    const admin = await newAdmin(t);
    const sent: EnquiryRequest = {
      kind,
      name: 'Sam Patel',
      email: uniqueEmail(kind),
      organisation: `Org ${randomUUID().slice(0, 8)}`,
      audienceSize: 240,
      message: 'We would like quizzes for our people, with reports we can share.',
      consent: true,
    };
    expect((await t.client(freshIp()).send('POST', '/api/enquiries', sent)).status).toBe(201);
    const listed = await admin.client.get<AdminEnquiryPage>(`/api/admin/enquiries?kind=${kind}`);
    expect(listed.body.items.find((e) => e.organisation === sent.organisation)).toMatchObject({ kind, status: 'new' });
    const mails = (await t.dataSource.query(`SELECT subject FROM mail_outbox WHERE to_address = $1`, [
      admin.email,
    ])) as { subject: string }[];
    expect(mails.map((m) => m.subject)).toContain(`${subject} ${sent.organisation}`);
  });
});
