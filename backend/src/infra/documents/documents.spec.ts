import { parse } from 'csv-parse/sync';
import { buildSafeCsv, finishPdf, openPdf } from './index';

describe('safe CSV', () => {
  const csv = buildSafeCsv(
    ['name', 'answer'],
    [
      ['Ann', '=HYPERLINK("https://evil.example")\nsecond line'],
      ['Bob', '-40'],
      ['Cat', 'Zürich, "the" city'],
    ],
  );

  it('starts with a byte order mark and uses Windows line ends', () => {
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('name,answer\r\n');
  });

  it('puts a quote before every cell a spreadsheet would run, even one with a line break', () => {
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { name: 'Ann', answer: `'=HYPERLINK("https://evil.example")\nsecond line` },
      { name: 'Bob', answer: "'-40" },
      { name: 'Cat', answer: 'Zürich, "the" city' },
    ]);
  });
});

describe('PDF document', () => {
  async function build(date: Date): Promise<Buffer> {
    const { doc, done } = openPdf({ title: 'A test', subject: 'Test', date });
    doc.text('Café £5 → done');
    doc.addPage().text('Second page');
    return finishPdf(doc, done, (page, count) => `A test · page ${page} of ${count}`);
  }

  it('gives the same bytes for the same content and date, whatever the clock says', async () => {
    const date = new Date('2026-11-23T06:00:00Z');
    const first = await build(date);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await build(date)).equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261123060000Z)');
    expect(first.toString('latin1')).toContain('DejaVuSans');
  });
});
