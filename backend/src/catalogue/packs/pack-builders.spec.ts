import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import jsQR from 'jsqr';
import { PACK_FILE_TYPES } from '@trivia/contracts';
import { buildPackFile } from './build-pack-file';
import { liveRoundUrl } from './host-sheet-pdf';
import { PACK_CSV_COLUMNS } from './pack-csv';
import { packQuizFixture } from './pack-quiz.fixture';

const dir = mkdtempSync(join(tmpdir(), 'pack-builders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as `pdftotext -layout` reads it, whitespace (line wraps, columns) collapsed to single spaces. */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Finds each string after the previous one: the texts are all there, in this order. */
function expectInOrder(text: string, expected: string[]): void {
  let cursor = 0;
  for (const item of expected) {
    const at = text.indexOf(flat(item), cursor);
    if (at < 0) throw new Error(`"${item}" is missing after position ${cursor}`);
    cursor = at + flat(item).length;
  }
}

const quiz = packQuizFixture(7, 10);
const questions = quiz.rounds.flatMap((round) => round.questions);

describe('host sheet PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = pdfText((await buildPackFile(quiz, 'host-sheet')).bytes, 'host');
  });

  it('opens with the title, the published date and the rounds', () => {
    expectInOrder(text, [
      'Classic Pub Quiz — 23 November 2026',
      'Published 23 November 2026',
      ...quiz.rounds.map((round, i) => `${i + 1}. ${round.title}`),
    ]);
  });

  it('holds every round, question and answer in order, each with its source and date', () => {
    expectInOrder(
      text,
      quiz.rounds.flatMap((round, r) => [
        `Round ${r + 1}: ${round.title}`,
        ...round.questions.flatMap((q, n) => [
          `${n + 1}. ${q.prompt}`,
          `Answer: ${q.answer}`,
          ...(q.aliases.length ? [`Also accept: ${q.aliases.join('; ')}`] : []),
          `Source: ${q.source} · true as of ${q.asOf}`,
        ]),
      ]),
    );
  });

  it('lists multiple-choice options and marks true/false questions', () => {
    expect(text).toContain('A. Zürich B. Bern R1Q1 C. Genève D. Basel');
    expectInOrder(text, ['R1Q2 A pint of milk cost less than £1 in 1990.', 'True or false?', 'Answer: True']);
  });
});

/** A binary PPM (what pdftoppm writes by default) as the RGBA pixels a QR reader takes. */
function readPpm(file: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  const [magic, width, height, max] = file.toString('latin1', 0, 40).split(/\s+/);
  if (magic !== 'P6' || max !== '255') throw new Error('Not an 8-bit binary PPM');
  const w = Number(width);
  const h = Number(height);
  const pixels = file.subarray(file.length - w * h * 3);
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    rgba.set(pixels.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return { width: w, height: h, rgba };
}

/** The QR code at the top right of a page of a PDF, decoded from that corner as printed (150 dpi, A4 is 1240 px wide). */
function qrOnPage(pdf: Buffer, page: number): string | null {
  const file = join(dir, `qr-${page}.pdf`);
  writeFileSync(file, pdf);
  const prefix = join(dir, `qr-${page}`);
  execFileSync('pdftoppm', [
    '-r',
    '150',
    '-f',
    String(page),
    '-l',
    String(page),
    '-x',
    '840',
    '-y',
    '0',
    '-W',
    '400',
    '-H',
    '360',
    '-singlefile',
    file,
    prefix,
  ]);
  const { width, height, rgba } = readPpm(readFileSync(`${prefix}.ppm`));
  return jsQR(rgba, width, height)?.data ?? null;
}

describe('host sheet PDF with live scoring', () => {
  const publicUrl = 'https://quiz.example';
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = (await buildPackFile(quiz, 'host-sheet', { publicUrl })).bytes;
  });

  it('gives each round a QR code that opens a live session of that round, and says what it is for', () => {
    // Page 1 is the title page; each round starts a page (a round of ten fits on one or two).
    const text = pdfText(pdf, 'host-live');
    expect(text.split('Score this round live').length - 1).toBe(quiz.rounds.length);
    expect(qrOnPage(pdf, 2)).toBe(liveRoundUrl(publicUrl, quiz.slug, 1));
    expect(liveRoundUrl(publicUrl, quiz.slug, 3)).toBe(
      `https://quiz.example/arena/host-session?quiz=${quiz.slug}&round=3`,
    );
  });

  it('has no code without the site address (nothing to link to)', async () => {
    const plain = (await buildPackFile(quiz, 'host-sheet')).bytes;
    expect(qrOnPage(plain, 2)).toBeNull();
    expect(pdfText(plain, 'host-plain')).not.toContain('Score this round live');
  });
});

describe('answers PDF', () => {
  it('holds every answer in order, numbered within its round', async () => {
    const text = pdfText((await buildPackFile(quiz, 'answers')).bytes, 'answers');
    expectInOrder(
      text,
      quiz.rounds.flatMap((round, r) => [
        `Round ${r + 1}: ${round.title}`,
        ...round.questions.map((q, n) => `${n + 1}. ${q.answer}`),
      ]),
    );
    expect(text).not.toContain(questions[0]!.prompt);
  });
});

describe('team answer sheet PDF', () => {
  it('has a team name line, numbered lines per round, each round total and the grand total', async () => {
    const text = pdfText((await buildPackFile(quiz, 'answer-sheet')).bytes, 'sheet');
    expectInOrder(text, [
      'Team name:',
      ...quiz.rounds.flatMap((round, r) => [
        `Round ${r + 1}: ${round.title}`,
        ...round.questions.map((_q, n) => `${n + 1}.`),
        `Round ${r + 1} total`,
      ]),
      'Grand total',
    ]);
    expect(text).not.toContain(questions[0]!.answer);
  });
});

describe('CSV', () => {
  it('starts with a UTF-8 byte order mark and round-trips one row per question, formulas escaped', async () => {
    const file = await buildPackFile(quiz, 'csv', { publicUrl: 'https://quiz.example' });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...PACK_CSV_COLUMNS]);
    expect(rows).toHaveLength(questions.length);
    // What a spreadsheet-safe cell holds: the text, after a quote when it would start a formula.
    const safe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
    rows.forEach((row, i) => {
      const q = questions[i]!;
      const round = Math.floor(i / 10);
      expect(row).toEqual({
        round: String(round + 1),
        round_title: quiz.rounds[round]!.title,
        number: String((i % 10) + 1),
        type: q.type,
        question: safe(q.prompt),
        answer: safe(q.answer),
        accepted_answers: safe(q.aliases.join(' | ')),
        options: (q.options ?? []).join(' | '),
        category: q.category,
        difficulty: q.difficulty,
        source: q.source,
        as_of: q.asOf,
        image: q.media ? `https://quiz.example/api/catalogue/flags/${q.media.code}.svg` : '',
      });
    });
    // A cell a spreadsheet would run as a formula starts with a quote instead.
    expect(rows[3]!.question).toMatch(/^'=SUM\(1,2\) R1Q4/);
    expect(rows[3]!.answer).toBe("'-40 R1Q4");
    expect(rows[3]!.accepted_answers).toBe('minus forty | @forty');
  });
});

describe('determinism', () => {
  it.each(PACK_FILE_TYPES)('gives the same bytes for the same quiz (%s)', async (type) => {
    const first = await buildPackFile(packQuizFixture(3, 10), type);
    const second = await buildPackFile(packQuizFixture(3, 10), type);
    expect(first.bytes.equals(second.bytes)).toBe(true);
  });

  it('stamps the PDF with the quiz publication date, not the clock', async () => {
    const pdf = (await buildPackFile(packQuizFixture(1, 5), 'answers')).bytes.toString('latin1');
    expect(pdf).toContain('(D:20261123060000Z)');
    expect(pdf).toContain('/ModDate');
    const later = { ...packQuizFixture(1, 5), publishedAt: new Date('2026-11-30T06:00:00Z') };
    const other = (await buildPackFile(later, 'answers')).bytes;
    expect(other.toString('latin1')).toContain('(D:20261130060000Z)');
    // The trailer ID follows the info dictionary, so it moves with the date too.
    const id = (text: string) => /\/ID \[<([0-9a-f]+)>/.exec(text)?.[1];
    expect(id(pdf)).toBeDefined();
    expect(id(other.toString('latin1'))).not.toBe(id(pdf));
  });
});
