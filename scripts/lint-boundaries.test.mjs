// The import boundaries in eslint.config.mjs, proved on snippets linted as if they sat at real paths in the tree:
// flat config keeps only the last matching `no-restricted-imports`, so a rule that is silently replaced shows here.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'eslint.config.mjs') });

/** The `no-restricted-imports` messages for a file at `filePath` that imports `source` and uses it. */
async function restrictedImports(filePath, source) {
  const code = `import * as imported from '${source}';\n\nexport const probe = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  assert.ok(result, `${filePath} was not linted (is it ignored?)`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function assertBlocked(filePath, source, reason) {
  const messages = await restrictedImports(filePath, source);
  assert.ok(
    messages.some((m) => m.includes(reason)),
    `${filePath} importing '${source}' should fail with "${reason}", got ${JSON.stringify(messages)}`,
  );
}

async function assertAllowed(filePath, source) {
  assert.deepEqual(await restrictedImports(filePath, source), [], `${filePath} may import '${source}'`);
}

const featureFile = 'frontend/src/features/arena/hooks/probe.ts';
const httpOnly = 'the frontend talks to the backend over HTTP only';
const throughIndex = 'import another feature through its index only';

describe('frontend boundaries', () => {
  it('a feature file may not import Nest or the backend', async () => {
    await assertBlocked(featureFile, '@nestjs/common', httpOnly);
    await assertBlocked(featureFile, '../../../../../backend/src/arena/arena.gateway', httpOnly);
    await assertBlocked('frontend/src/features/daily-quiz/components/probe.tsx', 'typeorm', httpOnly);
  });

  it('a frontend file outside the features may not import Nest either', async () => {
    await assertBlocked('frontend/src/app/probe.tsx', '@nestjs/common', httpOnly);
  });

  it('a feature reaches another feature through its index, never its internals, but its own files freely', async () => {
    await assertBlocked(featureFile, '../../daily-quiz/api/daily-quiz.api', throughIndex);
    await assertBlocked(featureFile, '../../../features/auth/hooks/use-session', throughIndex);
    await assertAllowed(featureFile, '../../auth');
    await assertAllowed(featureFile, '../arena-reducer');
    await assertAllowed(featureFile, '../../../lib/api-client');
  });
});

describe('contracts boundaries', () => {
  const contractsFile = 'packages/contracts/src/probe.ts';

  it('contracts import zod and their own files only', async () => {
    for (const source of ['@nestjs/common', 'socket.io', 'react', '@trivia/answer-matching', 'zod/v4']) {
      await assertBlocked(contractsFile, source, 'contracts depend on zod only');
    }
    await assertAllowed(contractsFile, 'zod');
    await assertAllowed(contractsFile, './errors');
    await assertAllowed(contractsFile, '../src/errors');
  });
});

describe('backend boundaries', () => {
  const controllerFile = 'backend/src/arena/probe.controller.ts';
  const never = 'the backend never imports the frontend';
  const thinEdges = 'controllers call a service, not the database';

  it('a controller may not import the database nor the frontend', async () => {
    await assertBlocked(controllerFile, 'typeorm', thinEdges);
    await assertBlocked(controllerFile, '@nestjs/typeorm', thinEdges);
    await assertBlocked(controllerFile, 'react', never);
    await assertBlocked(controllerFile, '../../../frontend/src/features/arena', never);
  });

  it('a service may use the database but not the frontend', async () => {
    await assertAllowed('backend/src/arena/probe.service.ts', 'typeorm');
    await assertBlocked('backend/src/arena/probe.service.ts', '@mantine/core', never);
    await assertBlocked('backend/test/probe.spec.ts', 'react-dom', never);
  });
});
