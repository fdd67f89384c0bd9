import type { GameResults } from '@trivia/arena-engine';
import type { AppConfig } from '../../infra/config/config';
import { type JobQueue, PermanentJobError } from '../../infra/jobs/job-queue';
import type { MailService } from '../../mail/mail.service';
import { buildReport } from './build-report';
import { reportInputFixture } from './report-input.fixture';
import { SESSION_REPORT_JOB, SessionReportJobs } from './session-report-jobs.service';
import type { SessionReportFiles } from './session-report-files';
import type { SessionReportRows, SessionRow } from './session-report-rows';

const input = reportInputFixture();
const report = buildReport(input);
const SESSION_ID = input.session.id;

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: SESSION_ID,
  hostUserId: 'host-user',
  hostName: 'Quinn H.',
  hostFullName: 'Quinn Host',
  hostEmail: 'quinn@example.com',
  title: 'Friday team quiz',
  pin: '123456',
  questionCount: 7,
  createdAt: new Date('2026-11-20T17:00:00Z'),
  startedAt: input.session.startedAt,
  endedAt: input.session.endedAt,
  played: input.played,
  report: null,
  reportMailedAt: null,
  match: { completed: false, playerCount: 4, ended: true },
  ...over,
});

function setup(stored: SessionRow = row()) {
  let current = stored;
  const rows = {
    session: jest.fn(async () => current),
    markOver: jest.fn(async () => true),
    reportInput: jest.fn(async () => input),
    storeReport: jest.fn(async (_id: string, built: typeof report) => {
      current = { ...current, report: current.report ?? built };
    }),
    claimMail: jest.fn(async () => true),
    releaseMail: jest.fn(async () => undefined),
  };
  const files = { write: jest.fn(async () => undefined) };
  const mail = { send: jest.fn(async () => undefined) };
  const jobs = { enqueue: jest.fn(async () => 'job'), register: jest.fn() };
  const sut = new SessionReportJobs(
    { publicUrl: 'https://quiz.example' } as AppConfig,
    jobs as unknown as JobQueue,
    rows as unknown as SessionReportRows,
    files as unknown as SessionReportFiles,
    mail as unknown as MailService,
  );
  return { sut, mocks: { rows, files, mail, jobs } };
}

const results = (hostLed: boolean, players: number) =>
  ({
    endedAt: input.session.endedAt.getTime(),
    settings: { hostLed },
    standings: Array.from({ length: players }, (_, i) => ({ playerId: `guest:${i}` })),
  }) as unknown as GameResults;

describe('session report job', () => {
  it('ignores the end of a battle', async () => {
    const { sut, mocks } = setup();
    await sut.gameOver(SESSION_ID, results(false, 3), input.played);
    expect(mocks.rows.markOver).not.toHaveBeenCalled();
    expect(mocks.jobs.enqueue).not.toHaveBeenCalled();
  });

  it('keeps the played questions of a host-led game and queues its report once per session', async () => {
    const { sut, mocks } = setup();
    await sut.gameOver(SESSION_ID, results(true, 3), input.played);
    expect(mocks.rows.markOver).toHaveBeenCalledWith(SESSION_ID, input.played, input.session.endedAt);
    expect(mocks.jobs.enqueue).toHaveBeenCalledWith(
      SESSION_REPORT_JOB,
      { sessionId: SESSION_ID },
      { jobId: `session-report.${SESSION_ID}` },
    );
  });

  it('queues nothing for a game without players, or a room with no session row', async () => {
    const { sut, mocks } = setup();
    await sut.gameOver(SESSION_ID, results(true, 0), input.played);
    mocks.rows.markOver.mockResolvedValueOnce(false);
    await sut.gameOver(SESSION_ID, results(true, 2), input.played);
    expect(mocks.rows.markOver).toHaveBeenCalledTimes(2);
    expect(mocks.jobs.enqueue).not.toHaveBeenCalled();
  });

  it('builds and stores the report, writes its files, then mails the host with a link to it', async () => {
    const { sut, mocks } = setup();
    await sut.run(SESSION_ID);
    expect(mocks.rows.storeReport).toHaveBeenCalledWith(SESSION_ID, report);
    expect(mocks.files.write).toHaveBeenCalledWith(report);
    expect(mocks.mail.send).toHaveBeenCalledTimes(1);
    const [message] = mocks.mail.send.mock.calls[0] as unknown as [{ to: string; subject: string; text: string }];
    expect(message.to).toBe('quinn@example.com');
    expect(message.subject).toBe('Your session report: Friday team quiz');
    expect(message.text).toContain('Hello Quinn Host,');
    expect(message.text).toContain('4 participants, 5 questions played, participation 90%, 60% right answers');
    expect(message.text).toContain('Top team: Support (2.5 points on average).');
    expect(message.text).toContain(`https://quiz.example/library/sessions/${SESSION_ID}`);
  });

  it('does not rebuild a stored report nor mail twice when the job runs again', async () => {
    const { sut, mocks } = setup(row({ report }));
    mocks.rows.claimMail.mockResolvedValue(false);
    await sut.run(SESSION_ID);
    expect(mocks.rows.reportInput).not.toHaveBeenCalled();
    expect(mocks.files.write).toHaveBeenCalledWith(report);
    expect(mocks.mail.send).not.toHaveBeenCalled();
  });

  it('releases the mail claim when the mail cannot be recorded, so the retry sends it', async () => {
    const { sut, mocks } = setup(row({ report }));
    mocks.mail.send.mockRejectedValueOnce(new Error('database away'));
    await expect(sut.run(SESSION_ID)).rejects.toThrow('database away');
    expect(mocks.rows.releaseMail).toHaveBeenCalledWith(SESSION_ID);
  });

  it('fails for good when there is nothing to build from', async () => {
    const { sut, mocks } = setup(row({ played: null }));
    await expect(sut.run(SESSION_ID)).rejects.toBeInstanceOf(PermanentJobError);
    mocks.rows.session.mockResolvedValueOnce(row());
    mocks.rows.reportInput.mockResolvedValueOnce(null as never);
    await expect(sut.run(SESSION_ID)).rejects.toBeInstanceOf(PermanentJobError);
    expect(mocks.mail.send).not.toHaveBeenCalled();
  });
});
