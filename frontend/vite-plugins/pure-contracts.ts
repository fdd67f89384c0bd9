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
 * and do nothing else as they load (apart from zod-setup.js, which main.tsx imports first and which keeps its one
 * side effect); what the page uses is kept exactly as written.
 */
export function pureContracts(): Plugin {
  return {
    name: 'trivia:pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]dist[\\/].+\.js$/.test(id)) return null;
      // The package says it has no side effects (so unused modules drop out); this one has one: it configures zod.
      if (id.endsWith('zod-setup.js')) return { code, moduleSideEffects: true };
      const program = this.parse(code) as unknown as { body: Statement[] };
      const output = new MagicString(code);
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (!init || SIDE_EFFECT_FREE.has(init.type)) continue;
          output.prependRight(init.start, '/* @__PURE__ */ (() => (');
          output.appendLeft(init.end, '))()');
        }
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
