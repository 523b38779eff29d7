// The boot script that starts the first route's chunks with the entry (scripts/vite-initial-route.ts).
import { bootScript, routePattern, routePreloads } from '../../scripts/vite-initial-route';

const chunk = (
  fileName: string,
  imports: string[],
  facade: string | null = null,
  isEntry = false,
  css: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId: facade,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** Runs the boot script for a pathname; returns the links it added (rel and href). */
function run(script: string, pathname: string) {
  const links: Array<{ rel: string; href: string; as?: string; crossOrigin?: string }> = [];
  const document = {
    createElement: () => ({}) as { rel: string; href: string },
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return links;
}

describe('the initial route boot script', () => {
  it('reads TanStack flat route file names as path patterns', () => {
    expect(routePattern('accounts.index')).toEqual({ segments: ['accounts'], exact: true });
    expect(routePattern('accounts.$accountId')).toEqual({ segments: ['accounts', '$'], exact: false });
    expect(routePattern('accounts.$accountId.index')).toEqual({ segments: ['accounts', '$'], exact: true });
    expect(routePattern('index')).toEqual({ segments: [], exact: true });
    expect(routePattern('_auth.(group).settings')).toEqual({ segments: ['settings'], exact: false });
  });

  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/p/index.html', true),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/list.js': chunk(
      'assets/list.js',
      ['assets/react.js', 'assets/table.js'],
      '/p/src/routes/accounts.index.tsx?tsr-split=component',
      false,
      ['assets/list.css'],
    ),
    'assets/table.js': chunk('assets/table.js', ['assets/react.js'], null, false, ['assets/table.css']),
    'assets/layout.js': chunk(
      'assets/layout.js',
      ['assets/badge.js'],
      '/p/src/routes/accounts.$accountId.tsx?tsr-split=component',
    ),
    'assets/layout-error.js': chunk(
      'assets/layout-error.js',
      [],
      '/p/src/routes/accounts.$accountId.tsx?tsr-split=errorComponent',
    ),
    'assets/badge.js': chunk('assets/badge.js', ['assets/styles.js']),
    // A chunk of stylesheets only: Vite drops the .js file from the output, its CSS stays.
    'assets/styles.js': {
      ...chunk('assets/styles.js', [], null, false, ['assets/styles.css']),
      moduleIds: ['/p/src/a.css'],
    },
    'assets/overview.js': chunk(
      'assets/overview.js',
      ['assets/table.js'],
      '/p/src/routes/accounts.$accountId.index.tsx?tsr-split=component',
    ),
    'assets/orders.js': chunk(
      'assets/orders.js',
      [],
      '/p/src/routes/accounts.$accountId.orders.tsx?tsr-split=component',
    ),
    'assets/boot.js': { type: 'asset' as const },
  };

  it("lists each route component's chunks that are not initial JavaScript, with their styles", () => {
    const routes = routePreloads(bundle, '/');
    expect(routes).toContainEqual([
      ['accounts'],
      true,
      ['/assets/list.js', '/assets/list.css', '/assets/table.js', '/assets/table.css'],
    ]);
    expect(routes).toContainEqual([
      ['accounts', '$'],
      false,
      ['/assets/layout.js', '/assets/badge.js', '/assets/styles.css'],
    ]);
    // Error components are not preloaded; nothing of the entry is listed again.
    expect(JSON.stringify(routes)).not.toMatch(/layout-error|react\.js|index\.js/);
  });

  it('preloads the chunks of every route matching the URL, once each, and nothing for other URLs', () => {
    const script = bootScript(routePreloads(bundle, '/'));
    expect(run(script, '/accounts').map((l) => l.href)).toEqual([
      '/assets/list.js',
      '/assets/list.css',
      '/assets/table.js',
      '/assets/table.css',
    ]);
    const overview = run(script, '/accounts/100001');
    expect(overview.map((l) => l.href).sort()).toEqual(
      [
        '/assets/layout.js',
        '/assets/badge.js',
        '/assets/styles.css',
        '/assets/overview.js',
        '/assets/table.js',
        '/assets/table.css',
      ].sort(),
    );
    expect(overview.find((l) => l.href === '/assets/layout.js')).toMatchObject({
      rel: 'modulepreload',
      as: 'script',
      crossOrigin: '',
    });
    expect(overview.find((l) => l.href === '/assets/table.css')).toMatchObject({ rel: 'stylesheet' });
    expect(
      run(script, '/accounts/100001/orders/')
        .map((l) => l.href)
        .sort(),
    ).toEqual(['/assets/layout.js', '/assets/badge.js', '/assets/styles.css', '/assets/orders.js'].sort());
    expect(run(script, '/news')).toEqual([]);
  });
});
