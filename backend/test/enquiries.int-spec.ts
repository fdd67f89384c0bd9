import { randomUUID } from 'node:crypto';
import type { AdminEnquiryPage, Enquiry, EnquiryRequest } from '@trivia/contracts';
import { MailService } from '../src/mail/mail.service';
import { auditRowsFor, newAdmin, newMember } from './admin-fixtures';
import { freshIp, startTestApp, type TestApp, uniqueEmail } from './harness';

const enquiry = (extra: Partial<EnquiryRequest> = {}): EnquiryRequest => ({
  kind: 'white-label',
  name: 'Priya Shah',
  email: uniqueEmail('sales'),
  organisation: `QuizCo ${randomUUID().slice(0, 8)}`,
  role: 'Head of events',
  audienceSize: 2500,
  message: 'We run quiz nights in 40 pubs and would like them under our own brand.',
  consent: true,
  ...extra,
});

describe('sales enquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const stored = (organisation: string) =>
    t.dataSource.query(`SELECT * FROM enquiries WHERE organisation = $1`, [organisation]) as Promise<
      Record<string, unknown>[]
    >;
  const mailsTo = (address: string) =>
    t.dataSource.query(`SELECT subject, body_text FROM mail_outbox WHERE to_address = $1`, [address]) as Promise<
      { subject: string; body_text: string }[]
    >;

  it('takes a guest’s enquiry: stored, mailed to the admins, acknowledged to the sender', async () => {
    const admin = await newAdmin(t);
    const sent = enquiry();
    const response = await t.client(freshIp()).send('POST', '/api/enquiries', sent);
    expect(response).toMatchObject({ status: 201, body: { received: true } });
    const [row] = await stored(sent.organisation);
    expect(row).toMatchObject({
      kind: 'white-label',
      status: 'new',
      name: 'Priya Shah',
      email: sent.email,
      role: 'Head of events',
      audience_size: 2500,
      message: sent.message,
      user_id: null,
    });
    // The admin's own sign-up sent them a verification mail first.
    const notice = (await mailsTo(admin.email)).find((mail) => mail.subject.startsWith('New '));
    expect(notice!.subject).toBe(`New white label enquiry from ${sent.organisation}`);
    expect(notice!.body_text).toContain(sent.message);
    expect(notice!.body_text).toContain(`E-mail: ${sent.email}`);
    const [thanks] = await mailsTo(sent.email);
    expect(thanks!.subject).toBe('We have received your enquiry');
    expect(thanks!.body_text).toContain('Dear Priya Shah,');
  });

  it('keeps an enquiry and its mails together: when the outbox cannot take them, nothing is kept', async () => {
    const mail = t.app.get(MailService);
    const record = jest.spyOn(mail, 'record').mockRejectedValueOnce(new Error('outbox unavailable'));
    const sent = enquiry();
    try {
      const response = await t.client(freshIp()).send('POST', '/api/enquiries', sent);
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      record.mockRestore();
    }
    expect(await stored(sent.organisation)).toEqual([]);
    expect(await mailsTo(sent.email)).toEqual([]);
    // Sent again, it is taken once.
    expect(await t.client(freshIp()).send('POST', '/api/enquiries', sent)).toMatchObject({ status: 201 });
    expect(await stored(sent.organisation)).toHaveLength(1);
    expect(await mailsTo(sent.email)).toHaveLength(1);
  });

  it('needs a CSRF token, as other public forms do', async () => {
    const sent = enquiry();
    const response = await t.client(freshIp()).request('POST', '/api/enquiries', sent, {});
    expect(response).toMatchObject({ status: 403, body: { code: 'AUTH_008' } });
    expect(await stored(sent.organisation)).toHaveLength(0);
  });

  it('refuses bad input on its fields and keeps nothing', async () => {
    const sent = enquiry({ message: 'Hi <script>alert(1)</script> there', consent: false as true, name: '' });
    const response = await t
      .client(freshIp())
      .send<{ code: string; issues: { path: string }[] }>('POST', '/api/enquiries', sent);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VAL_001');
    expect(response.body.issues.map((issue) => issue.path).sort()).toEqual(['consent', 'message', 'name']);
    expect(await stored(sent.organisation)).toHaveLength(0);
    expect(await mailsTo(sent.email)).toHaveLength(0);
  });

  it('links a signed-in member’s enquiry to their account', async () => {
    const member = await newMember(t);
    const sent = enquiry({ email: member.email });
    expect((await member.client.send('POST', '/api/enquiries', sent)).status).toBe(201);
    expect((await stored(sent.organisation))[0]).toMatchObject({ user_id: member.id });
  });

  it('answers a bot that fills the honeypot as if taken, and keeps and sends nothing', async () => {
    const sent = enquiry({ website: 'https://cheap-pills.example' });
    const response = await t.client(freshIp()).send('POST', '/api/enquiries', sent);
    expect(response).toMatchObject({ status: 201, body: { received: true } });
    expect(await stored(sent.organisation)).toHaveLength(0);
    expect(await mailsTo(sent.email)).toHaveLength(0);
  });

  it('limits enquiries per network address, and per e-mail address from any address', async () => {
    const client = t.client(freshIp());
    for (let i = 0; i < 5; i += 1) expect((await client.send('POST', '/api/enquiries', enquiry())).status).toBe(201);
    const refused = enquiry();
    const sixth = await client.send('POST', '/api/enquiries', refused);
    expect(sixth).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(await stored(refused.organisation)).toHaveLength(0);

    const email = uniqueEmail('repeat');
    for (let i = 0; i < 3; i += 1) {
      expect((await t.client(freshIp()).send('POST', '/api/enquiries', enquiry({ email }))).status).toBe(201);
    }
    const fourth = await t.client(freshIp()).send('POST', '/api/enquiries', enquiry({ email }));
    expect(fourth).toMatchObject({ status: 429, body: { code: 'RATE_001' } });
    // The acknowledgements stop with the budget: a stranger cannot flood someone's inbox.
    expect(await mailsTo(email)).toHaveLength(3);
  });

  describe('in /admin', () => {
    it.each([
      ['GET', '/api/admin/enquiries'],
      ['PATCH', `/api/admin/enquiries/${randomUUID()}`],
    ] as const)('%s %s: a guest gets 401, a member 403', async (method, url) => {
      const call = (client: ReturnType<TestApp['client']>) =>
        method === 'GET' ? client.get(url) : client.send(method, url, { status: 'contacted' });
      expect(await call(t.client())).toMatchObject({ status: 401, body: { code: 'AUTH_005' } });
      expect(await call((await newMember(t)).client)).toMatchObject({ status: 403, body: { code: 'AUTH_010' } });
    });

    it('lists enquiries newest first by kind and status, and marks one contacted with an audit row', async () => {
      const admin = await newAdmin(t);
      const sent = enquiry();
      await t.client(freshIp()).send('POST', '/api/enquiries', sent);
      const list = await admin.client.get<AdminEnquiryPage>('/api/admin/enquiries?kind=white-label&status=new');
      expect(list.status).toBe(200);
      const mine = list.body.items.find((item) => item.organisation === sent.organisation)!;
      expect(mine).toMatchObject({ status: 'new', email: sent.email, statusChangedAt: null });
      expect(list.body.counts.new).toBeGreaterThanOrEqual(1);

      const marked = await admin.client.send<Enquiry>('PATCH', `/api/admin/enquiries/${mine.id}`, {
        status: 'contacted',
      });
      expect(marked).toMatchObject({ status: 200, body: { status: 'contacted', statusChangedBy: admin.email } });
      const contacted = await admin.client.get<AdminEnquiryPage>('/api/admin/enquiries?status=contacted');
      expect(contacted.body.items.map((item) => item.id)).toContain(mine.id);
      const [row] = await auditRowsFor(t, mine.id);
      expect(row).toMatchObject({
        admin_email: admin.email,
        action: 'enquiry.status-changed',
        target_type: 'enquiry',
        before: { status: 'new' },
        after: { status: 'contacted' },
      });

      // The same status again changes nothing and adds no audit row.
      await admin.client.send('PATCH', `/api/admin/enquiries/${mine.id}`, { status: 'contacted' });
      expect(await auditRowsFor(t, mine.id)).toHaveLength(1);
    });

    it('refuses a bad status, a bad query and an unknown enquiry without changing anything', async () => {
      const admin = await newAdmin(t);
      expect(await admin.client.get('/api/admin/enquiries?status=won')).toMatchObject({
        status: 400,
        body: { code: 'VAL_001' },
      });
      expect(
        await admin.client.send('PATCH', `/api/admin/enquiries/${randomUUID()}`, { status: 'closed' }),
      ).toMatchObject({ status: 404, body: { code: 'RES_001' } });
      expect(await admin.client.send('PATCH', '/api/admin/enquiries/not-an-id', { status: 'closed' })).toMatchObject({
        status: 404,
      });
      const sent = enquiry();
      await t.client(freshIp()).send('POST', '/api/enquiries', sent);
      const [row] = await stored(sent.organisation);
      expect(
        await admin.client.send('PATCH', `/api/admin/enquiries/${row!.id as string}`, { status: 'won' }),
      ).toMatchObject({ status: 400, body: { code: 'VAL_001' } });
      expect((await stored(sent.organisation))[0]).toMatchObject({ status: 'new' });
    });
  });
});
