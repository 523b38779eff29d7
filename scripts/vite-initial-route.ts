// Build plugin: the first route's chunks start downloading with the entry, not after it.
//
// Without it, a cold load fetches the entry (and what index.html preloads), evaluates it, starts the
// router, and only then asks for the route's lazy chunks: a second round of requests after all of the
// entry's bytes and script evaluation. This plugin writes a small classic script, `assets/boot-*.js`,
// that index.html loads `async`: it runs as soon as it arrives, long before the entry, never blocks
// parsing, and does not wait for stylesheets (a `defer` script would). It matches `location.pathname` against the route files' paths and adds `<link rel="modulepreload">`
// for the matching routes' component chunks and their static imports (those not already in the
// initial JavaScript), and their stylesheets, the way Vite's own preload helper would when the router
// imports them. The router's `import()` then finds those modules already fetched.
//
// In live mode with a token kept for the tab, it also sends the first API calls of the screens users
// open directly, the accounts list and an account overview (the same calls as
// src/app/initial-prefetch.ts), so they run while the entry downloads; the app's HTTP client adopts
// those responses (src/api/early-requests.ts) instead of asking again. test/scripts/
// vite-initial-route.test.ts checks that they are exactly the requests the app makes. It reads the
// settings and the tab's token the way src/api/session.ts does, and writes neither anywhere.
//
// Any other page, demo mode, or a page without the script does without: the router loads the chunks
// and the app sends its requests itself, as before.
import { minify, type Plugin } from 'vite';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '../src/features/accounts/overview/constants';

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
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A chunk of stylesheets only: Vite drops it from the output after this plugin runs (its CSS stays). */
const pureCss = (chunk: ChunkLike | undefined) =>
  Boolean(chunk?.moduleIds?.length) &&
  chunk!.moduleIds!.every((id) => /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(\?|$)/.test(id));

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
      if (!pureCss(chunks.get(file))) files.push(base + file);
      for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) files.push(base + css);
    }
    routes.push([segments, exact, [...new Set(files)]]);
  }
  return routes.sort((a, b) => a[0].join('/').localeCompare(b[0].join('/')));
}

/** The boot script's text: the preloads of the routes matching the URL. */
export function bootScript(routes: RoutePreload[]): string {
  const files = [...new Set(routes.flatMap((route) => route[2]))];
  // Most files share a directory (e.g. /assets/): written once.
  const dir =
    files.length > 0 && files.every((file) => file.startsWith(files[0]!.replace(/[^/]*$/, '')))
      ? files[0]!.replace(/[^/]*$/, '')
      : '';
  const packed: PackedRoute[] = routes.map(([segments, exact, list]) => [
    segments,
    exact,
    list.map((file) => files.indexOf(file)),
  ]);
  return `// The first route's chunks, fetched with the entry (scripts/vite-initial-route.ts).
(function (dir, files, routes) {
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
      var href = dir + files[routes[r][2][f]];
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
})(${JSON.stringify(dir)}, ${JSON.stringify(files.map((file) => file.slice(dir.length)))}, ${JSON.stringify(packed)});
${earlyRequestsScript(DEFAULT_CONTRIBUTORS_LIMIT)}`;
}

/** The boot script's early API calls (see the top of this file). */
export function earlyRequestsScript(contributorsLimit: number): string {
  return `(function (contributorsLimit) {
  var pending = {};
  var token;
  try {
    var settings = JSON.parse(localStorage.getItem('terminal.settings.v1') || 'null');
    token = sessionStorage.getItem('terminal.token.v1');
    if (!settings || settings.mode !== 'live' || typeof settings.baseUrl !== 'string' || !token) return;
    if (/\\/\\/[^/]*@/.test(settings.baseUrl)) return;
    var base = settings.baseUrl.replace(/\\/$/, '');
    var path = location.pathname.replace(/\\/+$/, '') || '/';
    var requests = [];
    if (path === '/accounts' && !location.search) requests.push(['GET', '/v1/accounts', '']);
    var account = /^\\/accounts\\/(\\d+)(\\/.*)?$/.exec(path);
    var id = account ? Number(account[1]) : 0;
    if (id > 0 && id <= Number.MAX_SAFE_INTEGER) {
      requests.push(['GET', '/v1/accounts/' + id, '']);
      if (account[2] === undefined)
        requests.push(
          ['GET', '/v1/accounts/' + id + '/balances?top_margin_contributors_limit=' + contributorsLimit, ''],
          ['PATCH', '/v1/accounts/' + id, '{}']
        );
    }
    if (requests.length === 0) return;
    for (var i = 0; i < requests.length; i++) {
      var r = requests[i];
      var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
      // No HTTP cache: a pending request of ours must never hold the cache's lock on its URL.
      var init = { method: r[0], headers: headers, cache: 'no-store' };
      if (r[2]) {
        headers['Content-Type'] = 'application/json';
        init.body = r[2];
      }
      var controller = new AbortController();
      init.signal = controller.signal;
      var response = fetch(base + r[1], init);
      response.catch(function () {});
      pending[r[0] + ' ' + base + r[1] + ' ' + r[2]] = [response, controller];
    }
  } catch (error) {
    return;
  }
  // What the app has not taken within 10 s is dropped (and the request cancelled).
  setTimeout(function () {
    for (var key in pending) pending[key][1].abort();
    pending = {};
  }, 10000);
  window.__terminalEarlyRequests = function (method, url, body, authorization, signal) {
    var key = method + ' ' + url + ' ' + body;
    var entry = pending[key];
    delete pending[key];
    if (!entry) return undefined;
    if (authorization !== 'Bearer ' + token) {
      entry[1].abort();
      return undefined;
    }
    // The app's timeout or cancel cancels the request itself.
    if (signal.aborted) entry[1].abort();
    else signal.addEventListener('abort', function () { entry[1].abort(); });
    return entry[0];
  };
})(${contributorsLimit});
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
    async generateBundle(_options, bundle) {
      const readable = bootScript(
        routePreloads(bundle as unknown as Record<string, ChunkLike | { type: 'asset' }>, base),
      );
      // Minified like the app's chunks: the script counts as initial JavaScript (check:bundle).
      const { code: source, errors } = await minify('boot.js', readable, { compress: true, mangle: true });
      if (errors.length > 0)
        throw new Error(`terminal-initial-route: ${errors[0]?.message ?? 'minify failed'}`);
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
