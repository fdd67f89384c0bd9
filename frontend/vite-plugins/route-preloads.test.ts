import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_META } from '@trivia/contracts';
import type { Rolldown } from 'vite';
import { ROUTE_FEATURES, routePreloads } from './route-preloads';

type Chunk = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'name' | 'isEntry' | 'imports' | 'dynamicImports'>;

const chunk = (fileName: string, fields: Partial<Chunk> = {}): Chunk => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  isEntry: false,
  imports: [],
  dynamicImports: [],
  ...fields,
});

/** A build whose entry loads React and a shared button, and every routed feature lazily. */
function bundleOf(extra: Chunk[] = []): Rolldown.OutputBundle {
  const features = [...new Set(Object.values(ROUTE_FEATURES))].map((feature) =>
    chunk(`assets/${feature.split('/').pop()}-abc123.js`, { imports: ['assets/react-r1.js'] }),
  );
  const chunks = [
    chunk('assets/index-e1.js', {
      isEntry: true,
      imports: ['assets/react-r1.js', 'assets/Button-b1.js'],
      dynamicImports: features.map((feature) => feature.fileName),
    }),
    chunk('assets/react-r1.js'),
    chunk('assets/Button-b1.js', { imports: ['assets/react-r1.js'] }),
    ...features.filter((feature) => !extra.some((other) => other.fileName === feature.fileName)),
    ...extra,
  ];
  return Object.fromEntries(chunks.map((item) => [item.fileName, item])) as unknown as Rolldown.OutputBundle;
}

describe('routePreloads', () => {
  it("names a page's feature chunk and what it imports, leaving out what the entry already loads", () => {
    const preloads = routePreloads(
      bundleOf([
        chunk('assets/landing-abc123.js', { imports: ['assets/Button-b1.js', 'assets/List-l1.js'] }),
        chunk('assets/List-l1.js', { imports: ['assets/icons-i1.js', 'assets/react-r1.js'] }),
        chunk('assets/icons-i1.js'),
      ]),
      '/',
    );
    expect(preloads['/']).toEqual(['/assets/landing-abc123.js', '/assets/List-l1.js', '/assets/icons-i1.js']);
    expect(preloads['/daily-mc-quiz']).toEqual(['/assets/daily-quiz-abc123.js']);
    expect(preloads['/daily-quizzes']).toEqual(['/assets/daily-leaderboards-abc123.js']);
  });

  it('prefixes the files with the base the app is served under', () => {
    expect(routePreloads(bundleOf(), '/app/')['/arena']).toEqual(['/app/assets/arena-abc123.js']);
  });

  it('fails the build when a routed feature is not a lazily loaded chunk', () => {
    const bundle = bundleOf();
    delete bundle['assets/blog-abc123.js'];
    expect(() => routePreloads(bundle)).toThrow('The blog feature (the page of /blog) is not a lazily loaded chunk');
  });
});

describe('ROUTE_FEATURES', () => {
  const lazyPages = readFileSync(join(__dirname, '../src/app/routes/lazy-pages.ts'), 'utf8');

  it.each(Object.entries(ROUTE_FEATURES))('%s is a page of the route table, drawn by %s', (pattern, feature) => {
    expect(PAGE_META.map((meta) => meta.path)).toContain(pattern);
    expect(lazyPages).toContain(`import('../../features/${feature}')`);
  });
});
