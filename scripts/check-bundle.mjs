// Bundle budgets (PERFORMANCE.md), checked after `vite build`:
// - initial JavaScript (entry + what index.html preloads + the classic scripts it loads, such as the
//   boot script of scripts/vite-initial-route.ts) ≤ 150 kB gzipped;
// - every other chunk ≤ 60 kB gzipped, except the demo-only chunks (msw + sandbox), which load
//   only in demo mode, and the libraries of LIBRARY_BUDGETS (one chunk each, with their own budget);
// - msw, the sandbox and devtools never in the initial JavaScript.
// - no source maps in dist/ unless the build asked for them (BUILD_SOURCEMAP=1).
// - the start-up chunks (entry, React, TanStack), and only they, open with V8's compile hint
//   (scripts/vite-entry-chunk.ts).
// Prints every chunk's size.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = 'dist';
const INITIAL_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 60 * 1024;
// Libraries that are one indivisible chunk above the lazy budget, loaded only by the screen that
// needs them: dockview (the workspace's docking, issue 28; ≈ 80 kB gzipped, opened with /workspace).
const LIBRARY_BUDGETS = [{ name: 'dockview', src: /node_modules\/dockview(-core)?\//, budget: 90 * 1024 }];
const manifestPath = path.join(DIST, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('check-bundle: dist/.vite/manifest.json is missing: run `npm run build` first');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const staticClosure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
};
const initial = staticClosure(entryKey);

// Demo-only: what the sandbox bootstrap pulls in that nothing else (entry or routes) needs.
const demoKey = Object.keys(manifest).find((k) => k.endsWith('src/sandbox/browser.ts'));
const demoClosure = demoKey ? staticClosure(demoKey) : new Set();
const otherDynamic = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k !== demoKey);
const neededElsewhere = new Set(otherDynamic.flatMap((k) => [...staticClosure(k)]));
for (const k of initial) neededElsewhere.add(k);
const demoOnly = new Set([...demoClosure].filter((k) => !neededElsewhere.has(k)));

const FORBIDDEN_IN_INITIAL = [
  { name: 'msw', marker: /mockServiceWorker|\[MSW\]/ },
  { name: 'the sandbox', marker: /Sandbox bug:|terminal\.sandbox\.state/ },
  { name: 'devtools', marker: /ReactQueryDevtools|TanStackRouterDevtools/ },
];

let failed = false;
let initialTotal = 0;
const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const size = gzipSize(chunk.file);
  const kind = initial.has(key) ? 'initial' : demoOnly.has(key) ? 'demo-only' : 'lazy';
  if (kind === 'initial') {
    initialTotal += size;
    const text = fs.readFileSync(path.join(DIST, chunk.file), 'utf8');
    for (const { name, marker } of FORBIDDEN_IN_INITIAL) {
      if (marker.test(text)) {
        console.error(`FAIL ${name} is in the initial JavaScript (${chunk.file})`);
        failed = true;
      }
    }
  }
  const library = LIBRARY_BUDGETS.find((l) => l.src.test(chunk.src ?? key));
  const over = kind === 'lazy' && size > (library ? library.budget : CHUNK_BUDGET);
  if (over) failed = true;
  rows.push({ kind, file: chunk.file, src: chunk.src ?? key, size, over, library: library?.name });
}
// Classic scripts of index.html (not in the manifest's module graph) are initial JavaScript too.
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const counted = new Set(rows.filter((r) => r.kind === 'initial').map((r) => r.file));
for (const [, src] of html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)) {
  if (counted.has(src) || !fs.existsSync(path.join(DIST, src))) continue;
  const size = gzipSize(src);
  initialTotal += size;
  const at = rows.findIndex((r) => r.file === src);
  if (at >= 0) rows.splice(at, 1);
  rows.push({ kind: 'initial', file: src, src: 'index.html <script>', size, over: false });
}
rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.size - a.size);
for (const r of rows)
  console.log(
    `${r.kind.padEnd(9)} ${kb(r.size).padStart(9)}  ${r.file}  (${r.src})${r.over ? '  FAIL > 60 kB' : ''}`,
  );
const initialOk = initialTotal <= INITIAL_BUDGET;
if (!initialOk) failed = true;
console.log(
  `bundle initial-js=${kb(initialTotal)} budget=${kb(INITIAL_BUDGET)} ${initialOk ? 'PASS' : 'FAIL'}`,
);
console.log(
  `bundle largest-lazy-chunk=${kb(Math.max(0, ...rows.filter((r) => r.kind === 'lazy' && !r.library).map((r) => r.size)))} budget=${kb(CHUNK_BUDGET)}`,
);
for (const l of LIBRARY_BUDGETS)
  console.log(
    `bundle library ${l.name}=${kb(rows.find((r) => r.library === l.name)?.size ?? 0)} budget=${kb(l.budget)}`,
  );
// The compile hint must be the very first line of exactly the start-up chunks: the entry and the
// React and TanStack chunks it imports.
const EAGER = /^assets\/(react|tanstack)-[^/]*\.js$/;
const hinted = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`)
  .filter((file) =>
    fs.readFileSync(path.join(DIST, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
  );
const eagerInitial = [
  manifest[entryKey].file,
  ...[...initial].map((k) => manifest[k].file).filter((file) => EAGER.test(file)),
];
const hintOk =
  eagerInitial.length === 3 &&
  hinted.length === eagerInitial.length &&
  eagerInitial.every((file) => hinted.includes(file));
if (!hintOk) failed = true;
console.log(
  `bundle compile-hint=${hinted.map((file) => path.basename(file)).join(',') || 'none'} ${hintOk ? 'PASS' : `FAIL (expected exactly the entry, react and tanstack chunks: ${eagerInitial.join(', ')})`}`,
);
const maps = fs.readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.map'));
if (maps.length > 0 && process.env.BUILD_SOURCEMAP !== '1') {
  failed = true;
  console.log(
    `bundle source-maps=${maps.length} FAIL (dist/ must not ship source maps unless BUILD_SOURCEMAP=1)`,
  );
} else console.log(`bundle source-maps=${maps.length} ${maps.length ? '(BUILD_SOURCEMAP=1)' : 'PASS'}`);
process.exit(failed ? 1 : 0);
