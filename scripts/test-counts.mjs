// What each test runner's report says about passed, failed and skipped tests, for `npm test`'s closing line.
// Skipped includes pending and todo tests: a run that silently skipped a suite has to show it.
import { relative } from 'node:path';

const skippedJestStatuses = new Set(['pending', 'skipped', 'todo', 'disabled']);

/** Counts from a Jest `--json` report; `root` shortens the test file paths in the skipped names. */
export function countJest(report, root) {
  const skippedNames = [];
  for (const suite of report.testResults ?? []) {
    const tests = suite.assertionResults ?? [];
    const skipped = tests.filter((test) => skippedJestStatuses.has(test.status));
    const file = relative(root, suite.name);
    if (skipped.length > 0 && skipped.length === tests.length) {
      skippedNames.push(`${file} (whole suite, ${plural(tests.length, 'test')})`);
    } else {
      skippedNames.push(
        ...skipped.map((test) => `${file} › ${test.fullName}${test.status === 'todo' ? ' (todo)' : ''}`),
      );
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    skippedNames,
  };
}

/** Counts from node's test runner's TAP output. */
export function countTap(tap) {
  const total = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  const skippedNames = [...tap.matchAll(/^\s*ok \d+ - (.+?) # (SKIP|TODO)\b/gm)].map(([, name, directive]) =>
    directive === 'TODO' ? `${name} (todo)` : name,
  );
  return {
    passed: total('pass'),
    failed: total('fail') + total('cancelled'),
    skipped: total('skipped') + total('todo'),
    skippedNames,
  };
}

/** Counts from Playwright's JSON report; a flaky test passed on a retry. */
export function countPlaywright(report) {
  const skippedNames = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'skipped')) skippedNames.push(`${spec.file} › ${spec.title}`);
    }
    (suite.suites ?? []).forEach(visit);
  };
  (report.suites ?? []).forEach(visit);
  return {
    passed: report.stats.expected + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected,
    skipped: report.stats.skipped ?? 0,
    skippedNames,
  };
}

/** Adds one step's counts to the running totals. */
export function addCounts(totals, counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  totals.skippedNames.push(...counts.skippedNames);
}

/** The lines naming skipped tests, at most `limit` of them, then how many more there were. */
export function skippedLines(names, limit = 10) {
  if (names.length === 0) return [];
  const shown = names.length > limit ? names.slice(0, limit - 1) : names;
  const more = names.length - shown.length;
  return ['Skipped:', ...shown.map((name) => `  - ${name}`), ...(more > 0 ? [`  … and ${more} more`] : [])];
}

/** `npm test`'s closing line, in the plain "N passed, N failed, N skipped" form that CI reads. */
export function summaryLine(totals, failedStep) {
  const stopped = failedStep ? `; stopped: ${failedStep} failed` : '';
  return `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${stopped}`;
}

function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
