import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { BullMqJobQueue } from '../src/infra/jobs/bullmq-job-queue';
import { InProcessJobQueue } from '../src/infra/jobs/in-process-job-queue';
import { JOB_QUEUE, type JobQueue } from '../src/infra/jobs/job-queue';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { eventually, registerUser, startTestApp, type TestApp } from './harness';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port, recording what it is handed; it can refuse each first attempt. */
async function startSmtp() {
  const received: Received[] = [];
  const refused: string[] = [];
  const control = { refuseFirstAttempts: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (control.refuseFirstAttempts && !refused.includes(address.address)) {
        refused.push(address.address);
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    refused,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}

const outboxRow = async (t: TestApp, email: string) =>
  (
    (await t.dataSource.query(
      'SELECT id, status, attempts, last_error, sent_at FROM mail_outbox WHERE to_address = $1',
      [email],
    )) as OutboxRow[]
  )[0];

/** Removes the jobs (and the failed ones) a test left in Redis under its own key prefix. */
async function removeKeys(redisKeyPrefix: string): Promise<void> {
  if (!process.env.TEST_REDIS_URL) return;
  const redis = new Redis(process.env.TEST_REDIS_URL);
  const keys = await redis.keys(`${redisKeyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

describe('mail through SMTP when SMTP_URL is set, on the job queue with retries', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // Keys of this file only, so its jobs (and the failed ones it leaves) are easy to find and remove.
  const redisKeyPrefix = `it-mail-${randomBytes(4).toString('hex')}:`;
  const row = (email: string) => outboxRow(t, email);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Quiz Team <quiz@test.example.com>',
      MAIL_SEND_ATTEMPTS: '3',
      MAIL_RETRY_DELAY_MS: '50',
      REDIS_KEY_PREFIX: redisKeyPrefix,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await removeKeys(redisKeyPrefix);
  });

  it('delivers the verification e-mail to the SMTP server and marks it sent in the outbox', async () => {
    const { email } = await registerUser(t.client());
    const received = await eventually(
      async () => smtp.received.find((m) => m.to.includes(email)),
      (message) => message !== undefined,
    );
    expect(received!.from).toBe('quiz@test.example.com');
    expect(received!.data).toContain('Subject: Confirm your email address');
    expect(received!.data.replace(/=\r?\n/g, '')).toContain('/verify-email?token=');
    await eventually(
      () => row(email),
      (r) => r?.status === 'sent',
    );
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const client = t.client();
    await client.send('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    const outbox = await client.get<{ messages: Record<string, unknown>[] }>('/api/admin/mail-outbox');
    expect(outbox.body.messages.find((m) => m.to === email)).toMatchObject({
      deliveredVia: 'smtp',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
    });
  });

  it('sends on a retry when the server refuses the first attempt', async () => {
    smtp.control.refuseFirstAttempts = true;
    try {
      const { email } = await registerUser(t.client());
      const sent = await eventually(
        () => row(email),
        (r) => r?.status === 'sent',
      );
      expect(smtp.refused).toContain(email);
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    } finally {
      smtp.control.refuseFirstAttempts = false;
    }
  });

  it('still registers the user when the SMTP server is down, and marks the mail failed after the attempts', async () => {
    await smtp.close();
    const { email } = await registerUser(t.client());
    const failed = await eventually(
      () => row(email),
      (r) => r?.status === 'failed',
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The queue keeps the failed job for the admin too: BullMQ's when Redis is configured.
    const jobs = t.app.get<JobQueue>(JOB_QUEUE);
    expect(jobs).toBeInstanceOf(process.env.TEST_REDIS_URL ? BullMqJobQueue : InProcessJobQueue);
    const { id } = failed!;
    expect(await jobs.failed('mail.send')).toContainEqual(
      expect.objectContaining({ id: `mail-${id}`, payload: { messageId: id }, attemptsMade: 3 }),
    );
  });
});

describe('mail queued but not yet sent when the node stops', () => {
  const redisKeyPrefix = `it-mail-restart-${randomBytes(4).toString('hex')}:`;
  afterAll(() => removeKeys(redisKeyPrefix));

  it('is sent after the restart: nothing in the outbox is left behind', async () => {
    const smtp = await startSmtp();
    smtp.control.refuseFirstAttempts = true;
    // The same node started twice, as a restart: the same database and (when configured) the same Redis keys.
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_DELAY_MS: '4000',
      REDIS_KEY_PREFIX: redisKeyPrefix,
    };
    const before = await startTestApp(env);
    let email: string;
    try {
      ({ email } = await registerUser(before.client()));
      // The first attempt was refused; the retry waits, and the node stops before it comes.
      await eventually(
        async () => smtp.refused.includes(email),
        (yes) => yes,
      );
      const queued = await eventually(
        () => outboxRow(before, email),
        (r) => r?.attempts === 1,
      );
      expect(queued).toMatchObject({ status: 'queued', sent_at: null });
    } finally {
      await before.close();
    }

    const after = await startTestApp(env);
    try {
      const sent = await eventually(
        () => outboxRow(after, email),
        (r) => r?.status === 'sent',
        15_000,
      );
      expect(sent?.status).toBe('sent');
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await after.close();
      await smtp.close();
    }
  }, 60_000);
});
