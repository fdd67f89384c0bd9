import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** A value whose evaluation runs nothing (a function's body runs only when called): already free of side effects. */
const SIDE_EFFECT_FREE = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

/**
 * The shared contracts declare their zod schemas at the top of each module (`export const xSchema = z.object(…)`).
 * A bundler must assume such calls have side effects, so importing one constant from a module pulls in every schema
 * in it, and zod with them: about 45 KB gzipped on every page's first load. This build-only transform wraps each
 * top-level declaration's value (other than a literal, a name or a function) in an IIFE marked pure, so a
 * declaration nothing uses is dropped whole. It applies to the contracts package only, whose modules declare values
 * and do nothing else as they load; what the page uses is kept exactly as written.
 *
 * zod must be told not to probe for eval (the site's CSP forbids it) before the first schema is built. Every contracts
 * module that imports zod gets zod-setup.js imported first (here, in the browser build and dev server alike; the
 * server needs no setting), so the setting travels with the schemas: a page whose first download holds no schema
 * holds neither zod nor its setup.
 */
export function pureContracts(): Plugin {
  let build = true;
  return {
    name: 'trivia:pure-contracts',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id) {
      const contracts = CONTRACTS_DIST.exec(id);
      if (!contracts) return null;
      // The package says it has no side effects (so unused modules drop out); this one has one: it configures zod.
      if (id.endsWith(ZOD_SETUP)) return { code, moduleSideEffects: true };
      const output = new MagicString(code);
      if (IMPORTS_ZOD.test(code)) output.prepend(`import ${JSON.stringify(contracts[1] + ZOD_SETUP)};\n`);
      if (build) markValuesPure(this.parse(code) as unknown as { body: Statement[] }, output);
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}

const CONTRACTS_DIST = /^(.*[\\/]packages[\\/]contracts[\\/]dist[\\/]).+\.js$/;
const ZOD_SETUP = 'zod-setup.js';
const IMPORTS_ZOD = /\bfrom\s*['"]zod['"]/;

function markValuesPure(program: { body: Statement[] }, output: MagicString): void {
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations ?? []) {
      if (!init || SIDE_EFFECT_FREE.has(init.type)) continue;
      output.prependRight(init.start, '/* @__PURE__ */ (() => (');
      output.appendLeft(init.end, '))()');
    }
  }
}
