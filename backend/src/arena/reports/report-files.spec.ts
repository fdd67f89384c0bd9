import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { buildReport } from './build-report';
import { REPORT_CSV_COLUMNS, buildReportCsv } from './report-csv';
import { reportFileBase } from './report-format';
import { reportInputFixture } from './report-input.fixture';
import { buildReportPdf } from './report-pdf';
import { sessionReportMail } from './session-report-mail';

const dir = mkdtempSync(join(tmpdir(), 'session-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as `pdftotext -layout` reads it, whitespace collapsed to single spaces. */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Finds each string after the previous one: the texts are all there, in this order. */
function expectInOrder(text: string, expected: string[]): void {
  let cursor = 0;
  for (const item of expected) {
    const at = text.indexOf(item, cursor);
    if (at < 0) throw new Error(`"${item}" is missing after position ${cursor} in: ${text}`);
    cursor = at + item.length;
  }
}

const report = buildReport(reportInputFixture());

describe('session report CSV', () => {
  const csv = buildReportCsv(report);
  const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];

  it('starts with a byte order mark and has one row per player per question', () => {
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Object.keys(rows[0]!)).toEqual([...REPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(4 * 7);
    expect(rows.map((r) => r.player)).toEqual(['Ann', 'Dan', 'Bob', 'Cat'].flatMap((name) => Array(7).fill(name)));
  });

  it('holds each answer with its mark, time, receipt and re-mark, and what happened to every question', () => {
    const ann = rows.slice(0, 7);
    expect(ann[1]).toEqual({
      player: 'Ann',
      team: 'Sales',
      final_rank: '1',
      final_score: '3',
      question_number: '2',
      round: 'Round 1: Places',
      question_type: 'text',
      question: 'Who painted the Mona Lisa?',
      status: 'answered',
      answer: 'Leonardo',
      correct: 'yes',
      correct_answer: 'Leonardo da Vinci',
      points: '1',
      seconds: '1.0',
      received_at: '2026-11-20T18:02:01.000Z',
      remarked: 'yes',
    });
    expect(ann.map((r) => [r.status, r.correct])).toEqual([
      ['answered', 'yes'],
      ['answered', 'yes'],
      ['answered', 'yes'],
      ['answered', 'no'],
      ['answered', ''],
      ['void', ''],
      ['not reached', ''],
    ]);
    expect(rows[7 * 3 + 2]).toMatchObject({ player: 'Cat', status: 'no answer', answer: '', seconds: '' });
  });

  it('escapes a cell a spreadsheet would run as a formula', () => {
    expect(rows[5]!.question).toBe("'=SUM(1,2) is a spreadsheet formula");
  });
});

describe('session report PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = pdfText(await buildReportPdf(report), 'report');
  });

  it('opens with the session, its host and how it ended, then the engagement summary', () => {
    expectInOrder(text, [
      'Session report',
      'Friday team quiz',
      'Hosted by Quinn Host · 20 November 2026 · Ended early · One point per right answer',
      'Engagement',
      'Participants 4 in 2 teams',
      'Questions played 5 (1 poll, 1 skipped, 1 not reached)',
      'Participation 90% of possible answers',
      'Answered every question 2 of 4',
      'Right answers 60% of answers to scored questions',
      'Average answer time 2.4 s',
      'Questions that split the room 2 (35% to 65% right)',
      'Answers re-marked by the host 1',
    ]);
  });

  it('has the team standings, participation per question, the split questions and the standings', () => {
    expectInOrder(text, [
      'Team standings',
      'Rank Team Members Score Right',
      '1 Support 2 2.5 63%',
      '2 Sales 2 2.0 57%',
      '3 Finance 0 0.0 –',
      "A team's score is the mean of its members' scores, to one decimal place.",
      'Participation by question',
      'Q1 4 of 4 (100%)',
      'Q3 3 of 4 (75%)',
      'Q6 void (skipped)',
      'Questions that split the room',
      'Q2. Who painted the Mona Lisa? — 50% right',
      "Q4. How tall is Big Ben's tower? — 50% right",
      'Final standings',
      'Rank Player Team Score Right answers',
      '1 Ann Sales 3 3',
      '4 Cat Sales 1 1',
      'Friday team quiz · session report · page 1 of',
    ]);
  });

  it('gives the same bytes for the same report, dated by the session end', async () => {
    const again = await buildReportPdf(buildReport(reportInputFixture()));
    const first = await buildReportPdf(report);
    expect(again.equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261120181000Z)');
  });
});

describe('a team-only session (one phone per table)', () => {
  const input = reportInputFixture();
  input.settings = { ...input.settings, teamMode: 'tables', teams: [] };
  const tables = buildReport(input);

  it('counts and lists tables, not participants, in the PDF and the mail', async () => {
    expect(tables.teams).toEqual([]);
    const text = pdfText(await buildReportPdf(tables), 'tables');
    expectInOrder(text, ['Tables 4', 'Final standings', 'Rank Table', '1 Ann']);
    expect(text).not.toContain('Team standings');
    const mail = sessionReportMail(tables, { email: 'quinn@example.com', name: 'Quinn Host' }, 'https://quiz.test');
    expect(mail.text).toContain('is ready: 4 tables, ');
    expect(mail.text).not.toContain('Top team');
  });

  it('writes a row per table per question in the CSV', () => {
    const rows = parse(buildReportCsv(tables), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4 * 7);
    expect(new Set(rows.map((row) => row.player))).toEqual(new Set(['Ann', 'Bob', 'Cat', 'Dan']));
  });
});

describe('report file names', () => {
  it('are the title in plain letters and the date', () => {
    expect(reportFileBase({ title: 'Friday team quiz', endedAt: '2026-11-20T18:10:00.000Z' })).toBe(
      'session-report-friday-team-quiz-2026-11-20',
    );
    expect(reportFileBase({ title: 'Café « Noël » £5!', endedAt: '2026-12-24T20:00:00.000Z' })).toBe(
      'session-report-cafe-noel-5-2026-12-24',
    );
  });
});
