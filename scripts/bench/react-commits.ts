// `--commits`: counts the page's React commits during a round and where each began: the top-most
// components that rendered in it (not those rendered because their parent did), by name, first DOM
// element, class and aria-label. A live screen should commit only on what the user does and a few
// times a second (clock, connection), not per tick; this finds the component that does.
// Works on the production build through React's devtools hook (no devtools needed).
import type { Page } from 'playwright-core';

/** Installed before the page's scripts (page.addInitScript). */
export const REACT_COMMIT_PROBE = `(() => {
  const origins = {};
  window.__benchCommits = { n: 0, origins };
  let previous = new WeakSet();
  const describe = (f) => {
    let host = f.child;
    while (host && typeof host.type !== 'string') host = host.child;
    const node = host && host.stateNode;
    const cls = node && typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    const label = node && node.getAttribute ? (node.getAttribute('aria-label') || '').slice(0, 40) : '';
    const t = f.type;
    const name = typeof t === 'function' ? t.name || '?' : t && typeof t === 'object' ? '{' + ((t.type && t.type.name) || (t.render && t.render.name) || '') + '}' : String(t);
    return name + '<' + (host ? host.type : '') + (cls ? '.' + cls : '') + (label ? ' "' + label + '"' : '') + '>';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      window.__benchCommits.n++;
      // A fiber not in the previous commit's tree was worked on; PerformedWork (1) says it rendered.
      const current = new WeakSet();
      const walk = (f, parent, parentRendered) => {
        for (; f; f = f.sibling) {
          current.add(f);
          const rendered = !previous.has(f) && f.alternate && (f.flags & 1) && typeof f.type !== 'string';
          if (rendered && !parentRendered) {
            const key = (parent ? parent + ' / ' : '') + describe(f);
            origins[key] = (origins[key] || 0) + 1;
          }
          const component = f.type && typeof f.type !== 'string';
          if (f.child) walk(f.child, component ? describe(f) : parent, parentRendered || !!rendered);
        }
      };
      walk(root.current.child, '', false);
      previous = current;
    },
  };
})();`;

/** The commits since the last read, and their most frequent origins; resets the counts. */
export async function readCommits(page: Page, top = 8): Promise<string> {
  const r = await page.evaluate(() => {
    const w = window as unknown as { __benchCommits?: { n: number; origins: Record<string, number> } };
    if (!w.__benchCommits) return null;
    const out = { n: w.__benchCommits.n, origins: { ...w.__benchCommits.origins } };
    w.__benchCommits.n = 0;
    for (const k of Object.keys(w.__benchCommits.origins)) delete w.__benchCommits.origins[k];
    return out;
  });
  if (!r) return 'react commits: no probe (React did not load?)';
  const lines = Object.entries(r.origins)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([origin, n]) => `    ${String(n).padStart(5)}  ${origin}`);
  return [`react commits=${r.n}, began in:`, ...lines].join('\n');
}
