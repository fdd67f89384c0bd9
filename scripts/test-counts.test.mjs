// npm test's closing line: skipped, pending and todo tests are counted and named, not lost.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addCounts, countJest, countPlaywright, countTap, skippedLines, summaryLine } from './test-counts.mjs';

const root = '/repo';

function jestSuite(name, statuses) {
  return {
    name: `${root}/${name}`,
    assertionResults: statuses.map((status, i) => ({ status, fullName: `case ${i + 1}` })),
  };
}

describe('countJest', () => {
  it('counts pending and todo tests as skipped and names a wholly skipped suite once', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 3,
      numTodoTests: 1,
      testResults: [
        jestSuite('backend/test/arena-multinode.int-spec.ts', ['pending', 'pending']),
        jestSuite('backend/test/daily-quiz.int-spec.ts', ['passed', 'passed', 'pending', 'todo', 'failed']),
        jestSuite('backend/src/ranking.spec.ts', ['passed']),
      ],
    };
    assert.deepEqual(countJest(report, root), {
      passed: 3,
      failed: 1,
      skipped: 4,
      skippedNames: [
        'backend/test/arena-multinode.int-spec.ts (whole suite, 2 tests)',
        'backend/test/daily-quiz.int-spec.ts › case 3',
        'backend/test/daily-quiz.int-spec.ts › case 4 (todo)',
      ],
    });
  });
});

describe('countTap', () => {
  it("reads node's totals and the names of skipped and todo tests", () => {
    const tap = [
      'TAP version 13',
      '    ok 1 - runs # SKIP no redis',
      '    ok 2 - later # TODO',
      '    ok 3 - passes',
      '# tests 4',
      '# pass 1',
      '# fail 1',
      '# cancelled 0',
      '# skipped 1',
      '# todo 1',
    ].join('\n');
    assert.deepEqual(countTap(tap), { passed: 1, failed: 1, skipped: 2, skippedNames: ['runs', 'later (todo)'] });
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed and names skipped specs in nested suites', () => {
    const report = {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 1 },
      suites: [
        {
          specs: [{ file: 'arena.spec.ts', title: 'plays', tests: [{ status: 'expected' }] }],
          suites: [{ specs: [{ file: 'arena.spec.ts', title: 'two nodes', tests: [{ status: 'skipped' }] }] }],
        },
      ],
    };
    assert.deepEqual(countPlaywright(report), {
      passed: 6,
      failed: 1,
      skipped: 1,
      skippedNames: ['arena.spec.ts › two nodes'],
    });
  });
});

describe('the summary', () => {
  it('adds steps up into the plain closing line and names the failed step', () => {
    const totals = { passed: 0, failed: 0, skipped: 0, skippedNames: [] };
    addCounts(totals, { passed: 1200, failed: 0, skipped: 3, skippedNames: ['a'] });
    addCounts(totals, { passed: 61, failed: 1, skipped: 1, skippedNames: ['b'] });
    assert.equal(summaryLine(totals), 'Tests: 1261 passed, 1 failed, 4 skipped');
    assert.equal(
      summaryLine(totals, 'end-to-end'),
      'Tests: 1261 passed, 1 failed, 4 skipped; stopped: end-to-end failed',
    );
    assert.deepEqual(totals.skippedNames, ['a', 'b']);
  });

  it('lists at most ten lines of skipped names', () => {
    assert.deepEqual(skippedLines([]), []);
    assert.deepEqual(skippedLines(['a']), ['Skipped:', '  - a']);
    const many = skippedLines(Array.from({ length: 14 }, (_, i) => `t${i}`));
    assert.equal(many.length, 11);
    assert.equal(many.at(-1), '  … and 5 more');
  });
});
