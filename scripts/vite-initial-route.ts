// Build plugin: the first route's chunks start downloading with the entry, not after it.
//
// Without it, a cold load fetches the entry (and what index.html preloads), evaluates it, starts the
// router, and only then asks for the route's lazy chunks: a second round of requests after all of the
// entry's bytes and script evaluation. This plugin writes a small classic script, `assets/boot-*.js`,
// that index.html loads `async`: it runs as soon as it arrives, long before the entry, never blocks
// parsing, and does not wait for stylesheets (a `defer` script would). It matches `location.pathname` against the route files' paths and adds `<link rel="modulepreload">`
// for the matching routes' component chunks and their static imports (those not already in the
// initial JavaScript), and their stylesheets, the way Vite's own preload helper would when the router
// imports them. The router's `import()` then finds those modules already fetched. Nothing else runs in
// it: it reads no storage and sends no API request. Any other page (or an old browser) simply does
// without it: the router loads the chunks itself, as before.
import type { Plugin } from 'vite';

/** One route file: path segments ('$' = any one segment), whether it matches only exactly, files. */
export type RoutePreload = [segments: string[], exact: boolean, files: string[]];
/** The same, with each file as its index in a shared list (the script is smaller). */
type PackedRoute = [segments: string[], exact: boolean, files: number[]];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A TanStack flat route file name as path segments: `accounts.$accountId.index` → accounts, $, exact.
 * Pathless layouts (`_name`) and groups (`(name)`) add no segment; `__root` matches everything.
 */
export function routePattern(fileName: string): { segments: string[]; exact: boolean } {
  const parts = fileName === '__root' ? [] : fileName.split('.');
  const exact = parts.at(-1) === 'index';
  if (exact) parts.pop();
  const segments = parts
    .filter((part) => !part.startsWith('_') && !/^\(.*\)$/.test(part))
    .map((part) => (part.startsWith('$') ? '$' : part));
  return { segments, exact };
}

/** What each route's component needs beyond the initial JavaScript, from the bundle. */
export function routePreloads(
  bundle: Record<string, ChunkLike | { type: 'asset' }>,
  base: string,
): RoutePreload[] {
  const chunks = new Map<string, ChunkLike>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const dep of chunks.get(start)?.imports ?? []) closure(dep, into);
    return into;
  };
  const initial = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, initial);
  const routes: RoutePreload[] = [];
  for (const chunk of chunks.values()) {
    const match = /[\\/]src[\\/]routes[\\/]([^\\/?]+)\.tsx\?tsr-split=component$/.exec(
      chunk.facadeModuleId ?? '',
    );
    if (!match?.[1]) continue;
    const { segments, exact } = routePattern(match[1]);
    const files: string[] = [];
    for (const file of closure(chunk.fileName)) {
      if (initial.has(file)) continue;
      files.push(base + file);
      for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) files.push(base + css);
    }
    routes.push([segments, exact, [...new Set(files)]]);
  }
  return routes.sort((a, b) => a[0].join('/').localeCompare(b[0].join('/')));
}

/** The boot script's text: the preloads of the routes matching the URL. */
export function bootScript(routes: RoutePreload[]): string {
  const files = [...new Set(routes.flatMap((route) => route[2]))];
  const packed: PackedRoute[] = routes.map(([segments, exact, list]) => [
    segments,
    exact,
    list.map((file) => files.indexOf(file)),
  ]);
  return `// The first route's chunks, fetched with the entry (scripts/vite-initial-route.ts).
(function (files, routes) {
  var segments = location.pathname.split('/').filter(Boolean);
  function matches(pattern, exact) {
    if (exact ? pattern.length !== segments.length : pattern.length > segments.length) return false;
    for (var i = 0; i < pattern.length; i++)
      if (pattern[i] !== '$' && pattern[i] !== segments[i]) return false;
    return true;
  }
  var added = {};
  for (var r = 0; r < routes.length; r++) {
    if (!matches(routes[r][0], routes[r][1])) continue;
    for (var f = 0; f < routes[r][2].length; f++) {
      var href = files[routes[r][2][f]];
      if (added[href]) continue;
      added[href] = true;
      var link = document.createElement('link');
      var css = /\\.css$/.test(href);
      link.rel = css ? 'stylesheet' : 'modulepreload';
      if (!css) link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
})(${JSON.stringify(files)}, ${JSON.stringify(packed)});
`;
}

export function initialRoutePlugin(): Plugin {
  let base = '/';
  let bootFile = '';
  return {
    name: 'terminal-initial-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const source = bootScript(
        routePreloads(bundle as unknown as Record<string, ChunkLike | { type: 'asset' }>, base),
      );
      const ref = this.emitFile({ type: 'asset', name: 'boot.js', source });
      bootFile = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!bootFile) throw new Error('terminal-initial-route: the boot script was not emitted');
        // Before the other scripts, so its request goes out first (and after the CSP meta tag).
        const first = /<script /;
        if (!first.test(html)) throw new Error('terminal-initial-route: index.html has no script');
        return html.replace(first, `<script async src="${base}${bootFile}"></script>\n    <script `);
      },
    },
  };
}
