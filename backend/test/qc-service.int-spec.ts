import { QC_CHECK_RATE, type QcCheckResponse } from '@trivia/contracts';
import { startTestApp, type TestApp } from './harness';

const question = {
  type: 'text',
  prompt: 'Which river flows through the centre of Paris?',
  answer: 'Seine',
  aliases: ['River Seine'],
};

describe('QC as a service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets a guest check a good question', async () => {
    expect(await t.client('10.61.0.1').send('POST', '/api/qc/check', question)).toMatchObject({
      status: 200,
      body: { ok: true, problems: [] },
    });
  });

  it('names the field, the fix and the rule of each problem', async () => {
    const checked = await t.client('10.61.0.2').send<QcCheckResponse>('POST', '/api/qc/check', {
      type: 'multiple_choice',
      prompt: 'What color is currently the largest flag?',
      answer: 'Red',
      options: ['Blue', 'Red', 'red', '<b>Green</b>'],
    });
    expect(checked.status).toBe(200);
    expect(checked.body.ok).toBe(false);
    expect(checked.body.problems).toEqual(
      expect.arrayContaining([
        { path: 'prompt', rule: 'british-spelling', message: 'Use the British spelling "colour", not "color".' },
        { path: 'options.3', rule: 'markup', message: expect.stringContaining('HTML') },
        { path: 'options.2', rule: 'duplicate-option', message: 'This option repeats option 2.' },
        { path: 'prompt', rule: 'undated-time', message: expect.stringContaining('"currently"') },
        { path: 'prompt', rule: 'vague-superlative', message: expect.stringContaining('"largest"') },
      ]),
    );
    expect(checked.body.problems).toHaveLength(5);
  });

  it('reports a too-short or too-long field as a QC finding on that field, not a refusal', async () => {
    const checked = await t.client('10.61.0.3').send<QcCheckResponse>('POST', '/api/qc/check', {
      ...question,
      prompt: 'Paris?',
      answer: 'S'.repeat(200),
    });
    expect(checked.status).toBe(200);
    expect(checked.body.problems.map((p) => [p.path, p.rule])).toEqual([
      ['prompt', 'length'],
      ['answer', 'length'],
    ]);
  });

  it.each([
    ['no type', { prompt: question.prompt, answer: 'Seine' }, ['type']],
    ['an unknown type and a numeric answer', { ...question, type: 'essay', answer: 5 }, ['answer', 'type']],
    ['an unknown field', { ...question, category: 'geography' }, ['']],
    ['options that are not a list', { ...question, options: 'Seine, Loire' }, ['options']],
    ['a control character', { ...question, prompt: 'Which\u0000 river?' }, ['prompt']],
    ['an absurdly long question', { ...question, prompt: 'x'.repeat(5000) }, ['prompt']],
  ])('refuses %s with 400 VAL_001 naming the fields', async (_name, body, paths) => {
    const refused = await t.client('10.61.0.4').send('POST', '/api/qc/check', body);
    expect(refused).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
    const issues = (refused.body as { issues: { path: string }[] }).issues;
    expect(issues.map((i) => i.path).sort()).toEqual(paths);
  });

  it('refuses a POST without a CSRF token, as every cookie-borne POST', async () => {
    const refused = await t.client('10.61.0.5').request('POST', '/api/qc/check', question);
    expect(refused).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
  });

  it('counts checks per address and answers the one too many with 429 and Retry-After', async () => {
    const client = t.client('10.61.0.6');
    const statuses: number[] = [];
    for (let i = 0; i < QC_CHECK_RATE.perMinute + 1; i += 1) {
      statuses.push((await client.send('POST', '/api/qc/check', question)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(QC_CHECK_RATE.perMinute);
    const refused = await client.send('POST', '/api/qc/check', question);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-policy']).toBe(`"qc-check";q=${QC_CHECK_RATE.perMinute};w=60`);
    expect((await t.client('10.61.0.7').send('POST', '/api/qc/check', question)).status).toBe(200);
  });
});
