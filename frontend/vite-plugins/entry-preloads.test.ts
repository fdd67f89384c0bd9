import type { Rolldown } from 'vite';
import { backgroundChunkFiles, entryFiles, preloadsFor, withoutEntryFiles } from './entry-preloads';

type Chunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;

const chunk = (fileName: string, imports: string[] = [], isEntry = false, moduleIds: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds,
});

/** An entry that loads React and the router (which loads React too), and a page with a form of its own. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index-e1.js', ['assets/react-r1.js', 'assets/router-o1.js'], true),
    chunk('assets/react-r1.js'),
    chunk('assets/router-o1.js', ['assets/react-r1.js']),
    chunk('assets/page-p1.js', ['assets/react-r1.js', 'assets/form-f1.js']),
    chunk('assets/form-f1.js', ['assets/react-r1.js']),
    chunk('assets/menus-m1.js', ['assets/react-r1.js', 'assets/form-f1.js'], false, [
      '/work/app/frontend/src/features/layout-nav/components/header-menus.tsx',
      '/work/app/frontend/src/features/layout-nav/components/menu-items.tsx',
    ]),
  ].map((item) => [item.fileName, item]),
) as unknown as Rolldown.OutputBundle;

describe('entry preloads', () => {
  it("names the entry's files: the entry and everything it imports, however deep", () => {
    expect([...entryFiles(bundle)].sort()).toEqual(['assets/index-e1.js', 'assets/react-r1.js', 'assets/router-o1.js']);
  });

  it("keeps a lazy import's own files and drops the ones the entry has loaded already", () => {
    const deps = ['assets/page-p1.js', 'assets/react-r1.js', 'assets/form-f1.js', 'assets/router-o1.js'];
    expect(withoutEntryFiles(deps, entryFiles(bundle))).toEqual(['assets/page-p1.js', 'assets/form-f1.js']);
  });

  it('knows no entry files in a bundle without an entry', () => {
    expect(entryFiles({} as Rolldown.OutputBundle).size).toBe(0);
  });

  it('finds the chunks of background code by their modules, and fails the build on a module in no chunk', () => {
    const menus = 'features/layout-nav/components/header-menus.tsx';
    expect([...backgroundChunkFiles(bundle, [menus])]).toEqual(['assets/menus-m1.js']);
    expect(() => backgroundChunkFiles(bundle, [menus, 'app/overlay-components.tsx'])).toThrow(
      'Background modules in no chunk (renamed?): app/overlay-components.tsx',
    );
  });

  it('preloads nothing with background code, and a page its own files', () => {
    const loaded = entryFiles(bundle);
    const background = new Set(['assets/menus-m1.js']);
    const menuDeps = ['assets/menus-m1.js', 'assets/react-r1.js', 'assets/form-f1.js'];
    expect(preloadsFor('assets/menus-m1.js', menuDeps, background, loaded)).toEqual([]);
    const pageDeps = ['assets/page-p1.js', 'assets/react-r1.js', 'assets/form-f1.js'];
    expect(preloadsFor('assets/page-p1.js', pageDeps, background, loaded)).toEqual([
      'assets/page-p1.js',
      'assets/form-f1.js',
    ]);
  });
});
