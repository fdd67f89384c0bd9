#!/usr/bin/env node
// `npm test`: lint, format, type checks, unit, integration and end-to-end tests, in that order, stopping at
// the first failure. Integration tests use TEST_DATABASE_URL / TEST_REDIS_URL when set, embedded otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const counts = { passed: 0, failed: 0 };

/** Runs one step; on failure, counts what its report says (if it wrote one), prints the summary and stops. */
function run(label, command, args, extraEnv = {}, count = () => undefined) {
  console.info(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    count();
    summarise(label);
    process.exit(result.status || 1);
  }
  count();
}

function countJest(out) {
  if (!existsSync(out)) return;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
}

function jest(label, workspace, script) {
  const out = join(results, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npm', ['run', script, '-w', workspace, '--', '--json', `--outputFile=${out}`], {}, () => countJest(out));
}

/** Node's test runner writes TAP to `out` for the counts and its readable report to the terminal. */
function nodeTests(label, files) {
  const out = join(results, `${label.replace(/\W+/g, '-')}.tap`);
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
  const tap = ['--test-reporter=tap', `--test-reporter-destination=${out}`];
  run(label, 'node', ['--test', ...reporters, ...tap, ...files], {}, () => countTap(out));
}

function countTap(out) {
  if (!existsSync(out)) return;
  const tap = readFileSync(out, 'utf8');
  const total = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  counts.passed += total('pass');
  counts.failed += total('fail') + total('cancelled');
}

function countE2e(out) {
  if (!existsSync(out)) return;
  const e2e = JSON.parse(readFileSync(out, 'utf8'));
  counts.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  counts.failed += e2e.stats.unexpected;
}

/** The last line of the run; a failed step that ran no counted test (a server that did not start) is named. */
function summarise(failedStep) {
  const stopped = failedStep ? `; stopped: ${failedStep} failed` : '';
  console.info(`\nTests: ${counts.passed} passed, ${counts.failed} failed${stopped}`);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Chromium is missing for the end-to-end tests: run `sudo apt-get install -y chromium` and try again.',
    );
    process.exit(1);
  }
  run('install chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

ensureChromium();
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('lint (module boundaries)', 'npm', ['run', 'lint:modules']);
nodeTests('lint rules', ['scripts/lint-boundaries.test.mjs', 'scripts/module-boundaries.test.mjs']);
run('format', 'npx', ['prettier', '--check', '.']);
run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
run('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
jest('contracts unit', '@trivia/contracts', 'test:unit');
jest('answer matching unit', '@trivia/answer-matching', 'test:unit');
jest('question bank unit', '@trivia/question-bank', 'test:unit');
jest('arena engine unit', '@trivia/arena-engine', 'test:unit');
jest('backend unit', '@trivia/backend', 'test:unit');
jest('frontend unit', '@trivia/frontend', 'test:unit');
jest('backend integration', '@trivia/backend', 'test:integration');

const e2eReport = join(results, 'e2e.json');
run(
  'end-to-end',
  'npm',
  ['test', '-w', '@trivia/e2e', '--', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  () => countE2e(e2eReport),
);
summarise();
