// The backend module boundaries in .dependency-cruiser.cjs, proved on small fixture trees shaped like backend/src/
// and cruised with the real rules and baseline, so a rule that stops firing (or fires on allowed imports) shows here.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { cruise } from 'dependency-cruiser';

const root = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const { enhancedResolveOptions, ...options } = config.options;
const fixtures = mkdtempSync(join(tmpdir(), 'module-boundaries-'));
after(() => rmSync(fixtures, { recursive: true, force: true }));

/** Cruises backend/src under `baseDir`; answers the violations that are not in the baseline, as "rule: from -> to". */
async function violations(baseDir) {
  const cruiseOptions = { ...options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } };
  const { output } = await cruise(['backend/src'], cruiseOptions, enhancedResolveOptions);
  return output.summary.violations
    .filter((v) => v.rule.severity !== 'ignore')
    .map((v) => `${v.rule.name}: ${v.from.replace('backend/src/', '')} -> ${v.to.replace('backend/src/', '')}`)
    .sort();
}

/**
 * Writes a fixture tree in which `importer` (a path under backend/src/) imports each of `targets` (paths under
 * backend/src/ without the extension), and answers its violations.
 */
async function violationsOf(importer, targets, { typeOnly = false } = {}) {
  const dir = mkdtempSync(join(fixtures, 'tree-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, 'backend/src', path)), { recursive: true });
    writeFileSync(join(dir, 'backend/src', path), text);
  };
  const up = '../'.repeat(importer.split('/').length - 1);
  const imports = targets.map((target, i) => {
    write(`${target}.ts`, `export const value${i} = ${i};\n`);
    return `import ${typeOnly ? 'type ' : ''}{ value${i} } from '${up}${target}';\n`;
  });
  const uses = targets.map((_, i) => `export type Use${i} = typeof value${i};\n`);
  write(importer, [...imports, ...uses].join(''));
  return violations(dir);
}

const infra = 'infra-imports-no-domain';
const common = 'common-imports-no-domain';
const domain = 'domain-imports-public-files-only';

describe('infra and common import no domain', () => {
  it('infra may not import a domain, not even its public files', async () => {
    assert.deepEqual(
      await violationsOf('infra/cache/cache.provider.ts', ['arena/arena.service', 'common/app-exception']),
      [`${infra}: infra/cache/cache.provider.ts -> arena/arena.service.ts`],
    );
  });

  it('common may not import a domain, and a domain folder added later counts as one', async () => {
    assert.deepEqual(await violationsOf('common/guards.ts', ['users/user.entity', 'billing/billing.service']), [
      `${common}: common/guards.ts -> billing/billing.service.ts`,
      `${common}: common/guards.ts -> users/user.entity.ts`,
    ]);
  });
});

describe('a domain reaches another domain through its public files only', () => {
  it("another domain's internals fail, also from a domain added later and through a type-only import", async () => {
    assert.deepEqual(await violationsOf('arena/arena-rooms.service.ts', ['daily-quiz/ranking']), [
      `${domain}: arena/arena-rooms.service.ts -> daily-quiz/ranking.ts`,
    ]);
    assert.deepEqual(await violationsOf('billing/webhooks/stripe.ts', ['auth/password/password-hasher']), [
      `${domain}: billing/webhooks/stripe.ts -> auth/password/password-hasher.ts`,
    ]);
    assert.deepEqual(await violationsOf('arena/arena.gateway.ts', ['daily-quiz/display-name'], { typeOnly: true }), [
      `${domain}: arena/arena.gateway.ts -> daily-quiz/display-name.ts`,
    ]);
  });

  it('module, service, events, entity and index files are public; own files, infra and common are free', async () => {
    const targets = [
      'users/users.module',
      'users/users.service',
      'auth/session/session.service',
      'live/live.events',
      'users/user.entity',
      'daily-quiz/daily-quiz.entities',
      'question-bank/index',
      'arena/lobby/lobby-format',
      'infra/config/config',
      'common/app-exception',
    ];
    assert.deepEqual(await violationsOf('arena/results/arena-results.service.ts', targets), []);
  });
});

describe('the baseline', () => {
  it('is empty: the tree has no violations, and a new one is fixed, not listed', () => {
    assert.deepEqual(options.knownViolations, []);
  });

  it('lists only violations that still exist, so a removed import is taken off the list', async () => {
    const { output } = await cruise(
      ['backend/src'],
      { ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden }, knownViolations: [] },
      enhancedResolveOptions,
    );
    const current = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    const stale = options.knownViolations
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
      .filter((entry) => !current.includes(entry));
    assert.deepEqual(stale, [], 'these baseline entries no longer occur: delete them from .dependency-cruiser.cjs');
  });
});
