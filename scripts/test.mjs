#!/usr/bin/env node
// `npm test`: lint (ESLint, module boundaries and the tests of both), format, type checks, unit, integration and
// end-to-end tests, in that order, stopping at the first failure. Integration tests use TEST_DATABASE_URL / TEST_REDIS_URL when set, embedded otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addCounts, countJest, countPlaywright, countTap, skippedLines, summaryLine } from './test-counts.mjs';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const totals = { passed: 0, failed: 0, skipped: 0, skippedNames: [] };

/** Runs one step; on failure, counts what its report says, prints the summary and stops. */
function run(label, command, args, extraEnv = {}, tally = () => undefined) {
  console.info(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    tally();
    summarise(label);
    process.exit(result.status || 1);
  }
  tally();
}

/** Adds what a step's report says to the totals, if it wrote one (a step can fail before it does). */
function count(out, parse) {
  if (existsSync(out)) addCounts(totals, parse(readFileSync(out, 'utf8')));
}

function jest(label, workspace, script) {
  const out = join(results, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['run', script, '-w', workspace, '--', '--json', `--outputFile=${out}`];
  run(label, 'npm', args, {}, () => count(out, (text) => countJest(JSON.parse(text), root)));
}

/** Node's test runner writes TAP to a file for the counts and its readable report to the terminal. */
function nodeTests(label, files) {
  const out = join(results, `${label.replace(/\W+/g, '-')}.tap`);
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
  const tap = ['--test-reporter=tap', `--test-reporter-destination=${out}`];
  run(label, 'node', ['--test', ...reporters, ...tap, ...files], {}, () => count(out, countTap));
}

/** The last lines of the run: the skipped tests by name, then the counts; a failed step is named. */
function summarise(failedStep) {
  const skipped = skippedLines(totals.skippedNames);
  if (skipped.length > 0) console.info(`\n${skipped.join('\n')}`);
  console.info(`\n${summaryLine(totals, failedStep)}`);
}

/** Debian packages the tests use: Chromium for end-to-end tests, poppler's pdftotext and pdftoppm to read PDFs back. */
const SYSTEM_TOOLS = [
  { file: '/usr/bin/chromium', pkg: 'chromium', why: 'the end-to-end tests' },
  { file: '/usr/bin/pdftotext', pkg: 'poppler-utils', why: 'the PDF tests (pdftotext, pdftoppm)' },
];

function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter((tool) => !existsSync(tool.file));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.pkg).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    const why = missing.map((tool) => `${tool.pkg} for ${tool.why}`).join(', ');
    console.error(`Missing ${why}: run \`sudo apt-get install -y ${packages}\` and try again.`);
    process.exit(1);
  }
  run(`install ${packages}`, 'bash', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
  ]);
}

const scriptTests = readdirSync(join(root, 'scripts'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => join('scripts', name));

ensureSystemTools();
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('lint (module boundaries)', 'npm', ['run', 'lint:modules']);
nodeTests('lint rules and test counts', scriptTests);
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
  () => count(e2eReport, (text) => countPlaywright(JSON.parse(text))),
);
summarise();
