import type { Rolldown } from 'vite';
import { entryFiles, withoutEntryFiles } from './entry-preloads';

type Chunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'imports'>;

const chunk = (fileName: string, imports: string[] = [], isEntry = false): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
});

/** An entry that loads React and the router (which loads React too), and a page with a form of its own. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index-e1.js', ['assets/react-r1.js', 'assets/router-o1.js'], true),
    chunk('assets/react-r1.js'),
    chunk('assets/router-o1.js', ['assets/react-r1.js']),
    chunk('assets/page-p1.js', ['assets/react-r1.js', 'assets/form-f1.js']),
    chunk('assets/form-f1.js', ['assets/react-r1.js']),
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
});
