import { parse } from 'acorn';
import type { Plugin } from 'vite';
import { pureContracts } from './pure-contracts';

type Transform = (code: string, id: string) => { code: string; moduleSideEffects?: boolean } | null;

/** The plugin's transform, with the parser Vite's build gives it (an ESTree with start and end offsets). */
function transformOf(plugin: Plugin): Transform {
  const context = { parse: (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) };
  return (code, id) =>
    (plugin.transform as (this: typeof context, code: string, id: string) => ReturnType<Transform>).call(
      context,
      code,
      id,
    );
}

const CONTRACTS = '/work/app/packages/contracts/dist/plans/plans.js';

describe('pureContracts', () => {
  const transform = transformOf(pureContracts());

  it('marks each top-level value as pure, except literals, names and functions (evaluating them runs nothing)', () => {
    const code = [
      "import { z } from 'zod';",
      "export const PLAN_IDS = ['free', 'pro'];",
      'export const LIMIT = 3;',
      'export const planIdSchema = z.enum(PLAN_IDS);',
      'const optional = planIdSchema.optional(), other = { a: z.string() };',
      'export const label = (id) => id.toUpperCase();',
      'export function helper() { return z.number(); }',
    ].join('\n');
    const out = transform(code, CONTRACTS)!.code;
    expect(out).toContain("export const PLAN_IDS = /* @__PURE__ */ (() => (['free', 'pro']))();");
    expect(out).toContain('export const LIMIT = 3;');
    expect(out).toContain('export const planIdSchema = /* @__PURE__ */ (() => (z.enum(PLAN_IDS)))();');
    expect(out).toContain(
      'const optional = /* @__PURE__ */ (() => (planIdSchema.optional()))(), other = /* @__PURE__ */ (() => ({ a: z.string() }))();',
    );
    expect(out).toContain('export const label = (id) => id.toUpperCase();');
    expect(out).toContain('export function helper() { return z.number(); }');
    // zod is configured (no eval probe under the CSP) before this module's schemas are built.
    expect(out.startsWith('import "/work/app/packages/contracts/dist/zod-setup.js";\n')).toBe(true);
    // Still a module that parses, with the same declarations.
    expect(() => parse(out, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('keeps zod-setup.js for its side effect, and leaves modules outside the contracts alone', () => {
    const setup = "import { config } from 'zod';\nconfig({ jitless: true });";
    expect(transform(setup, '/work/app/packages/contracts/dist/zod-setup.js')).toEqual({
      code: setup,
      moduleSideEffects: true,
    });
    expect(transform('export const x = f();', '/work/app/frontend/src/lib/x.ts')).toBeNull();
    expect(transform('export const x = 1;', CONTRACTS)).toBeNull();
  });

  it('imports zod-setup only where zod is imported, and marks nothing pure on the dev server', () => {
    expect(transform("export const KINDS = ['a', 'b'];", CONTRACTS)!.code).not.toContain('zod-setup');
    const dev = pureContracts();
    (dev.configResolved as (config: { command: string }) => void)({ command: 'serve' });
    const code = "import { z } from 'zod';\nexport const s = z.string();";
    expect(transformOf(dev)(code, CONTRACTS)!.code).toBe(
      `import "/work/app/packages/contracts/dist/zod-setup.js";\n${code}`,
    );
  });
});
