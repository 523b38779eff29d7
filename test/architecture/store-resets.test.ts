// Every store of the app is reset between tests (test/setup.ts), so no test sees another's state.
// A store module is one under src/ (the sandbox aside: each test builds its own Sandbox) that makes a
// zustand store at module scope, or exports a reset / dispose function for tests (module-level state
// such as the pending submits or the live client). Each must be imported by test/setup.ts, which
// imports them only to reset them; and the exported zustand stores are checked to be back at their
// first state in the next test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const SETUP = join(ROOT, 'test/setup.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(SRC, 'sandbox') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The local names zustand's store makers are imported under (`createStore`, `create`). */
function zustandMakers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (from !== 'zustand' && from !== 'zustand/vanilla') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'createStore' || imported === 'create') names.add(element.name.text);
      }
  }
  return names;
}

/** Why `file` holds state across tests (empty: it does not). */
function storeReasons(file: string): string[] {
  const source = parse(file);
  const reasons: string[] = [];
  const makers = zustandMakers(source);
  const visit = (node: ts.Node, inFunction: boolean) => {
    if (
      !inFunction &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      makers.has(node.expression.text)
    )
      reasons.push(
        `a zustand store at module scope (line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1})`,
      );
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  visit(source, false);
  for (const statement of source.statements) {
    if (
      ts.isFunctionDeclaration(statement) &&
      statement.name &&
      /^(reset|dispose)/.test(statement.name.text) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    )
      reasons.push(`exports ${statement.name.text}()`);
  }
  return reasons;
}

/** The src/ modules test/setup.ts imports, as paths relative to the repository. */
function setupImports(): Set<string> {
  const imported = new Set<string>();
  for (const statement of parse(SETUP).statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith('@/')) continue;
    for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
      const path = join(SRC, specifier.slice(2) + ext);
      try {
        if (statSync(path).isFile()) imported.add(relative(ROOT, path));
      } catch {
        // not this extension
      }
    }
  }
  return imported;
}

const storeModules = sourceFiles(SRC)
  .map((file) => ({ file: relative(ROOT, file), reasons: storeReasons(file) }))
  .filter((m) => m.reasons.length > 0);

describe('every store is reset between tests', () => {
  it('finds the store modules (the scan works)', () => {
    const files = storeModules.map((m) => m.file);
    // A few known ones, of each kind: if these are not found, the scan is broken, not the setup.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/lib/toast-store.ts',
        'src/features/assistant/lib/drafts.ts',
        'src/features/orders/lib/pending-submits.ts',
        'src/live/client.ts',
      ]),
    );
    // A store made inside a factory (the live client's quote store) is the client's, not the module's.
    expect(files).not.toContain('src/live/quote-store.ts');
  });

  it('test/setup.ts imports (and resets) every store module of src/', () => {
    const imported = setupImports();
    const missing = storeModules
      .filter((m) => !imported.has(m.file))
      .map((m) => `${m.file}: ${m.reasons.join('; ')}`);
    expect(missing, 'reset these in test/setup.ts').toEqual([]);
  });

  // The exported zustand stores, dirtied in one test and checked in the next.
  const stores = import.meta.glob<Record<string, unknown>>(
    [
      '/src/**/*.{ts,tsx}',
      '!/src/sandbox/**',
      '!/src/**/*.d.ts',
      '!/src/routeTree.gen.ts',
      '!/src/main.tsx',
      '!/src/sandbox-worker.ts',
    ],
    { eager: false },
  );
  type Store = { getState(): unknown; setState(s: unknown): void; getInitialState(): unknown };
  const isStore = (v: unknown): v is Store =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as Store).getState === 'function' &&
    typeof (v as Store).setState === 'function' &&
    typeof (v as Store).getInitialState === 'function';

  async function exportedStores(): Promise<Array<[string, Store]>> {
    const found: Array<[string, Store]> = [];
    for (const { file } of storeModules) {
      const load = stores[`/${file}`];
      if (!load) continue;
      for (const [name, value] of Object.entries(await load()))
        if (isStore(value)) found.push([`${file}#${name}`, value]);
    }
    return found;
  }

  it('a store changed by one test…', async () => {
    const found = await exportedStores();
    expect(found.length).toBeGreaterThan(5);
    for (const [, store] of found) {
      const state = store.getState();
      store.setState(
        typeof state === 'object' && state !== null && !Array.isArray(state)
          ? { leftOver: true }
          : 'left over',
      );
    }
  });

  it('…is back at its first state in the next', async () => {
    const dirty = (await exportedStores())
      .filter(([, store]) => {
        const state = store.getState();
        return state === 'left over' || (typeof state === 'object' && state !== null && 'leftOver' in state);
      })
      .map(([name]) => name);
    expect(dirty).toEqual([]);
  });
});
