import { SMTPServer } from 'smtp-server';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { registerUser, startTestApp, type TestApp } from './harness';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port, recording what it is handed. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail through SMTP when SMTP_URL is set', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Quiz Team <quiz@test.example.com>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification e-mail to the SMTP server and keeps a copy in the outbox', async () => {
    const { email } = await registerUser(t.client());
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('quiz@test.example.com');
    expect(message!.data).toContain('Subject: Confirm your email address');
    expect(message!.data.replace(/=\r?\n/g, '')).toContain('/verify-email?token=');
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const client = t.client();
    await client.send('POST', '/api/auth/login', { email: admin.email, password: admin.password });
    const outbox = await client.get<{ messages: { to: string; deliveredVia: string }[] }>('/api/admin/mail-outbox');
    expect(outbox.body.messages.find((m) => m.to === email)).toMatchObject({ deliveredVia: 'smtp' });
  });

  it('still registers the user when the SMTP server is down, keeping the mail in the outbox', async () => {
    await smtp.close();
    const { email } = await registerUser(t.client());
    const rows = await t.dataSource.query('SELECT delivered_via FROM mail_outbox WHERE to_address = $1', [email]);
    expect(rows).toEqual([{ delivered_via: 'outbox' }]);
  });
});
