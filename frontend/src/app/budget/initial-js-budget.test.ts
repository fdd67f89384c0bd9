import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface RouteWeight {
  route: string;
  files: number;
  gzipKb: number;
  budgetKb: number;
}

// Reads the production build (npm test builds before the unit tests): the gzipped JavaScript a first visit to the
// landing page, both daily quizzes and the Arena downloads before it renders, against issue 16's 150 KB budget.
describe('initial JavaScript budget', () => {
  const script = join(__dirname, '../../../scripts/initial-js.mjs');
  const rows = JSON.parse(execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' })) as RouteWeight[];

  it('measures the four budgeted routes', () => {
    expect(rows.map((row) => row.route)).toEqual(['/', '/daily-quiz', '/daily-mc-quiz', '/arena']);
  });

  it.each(['/', '/daily-quiz', '/daily-mc-quiz', '/arena'])(
    '%s loads at most 150 KB of gzipped JavaScript first',
    (route) => {
      const row = rows.find((candidate) => candidate.route === route);
      expect(row?.budgetKb).toBe(150);
      expect(row?.gzipKb).toBeGreaterThan(10);
      expect(row?.gzipKb).toBeLessThanOrEqual(150);
    },
  );
});
