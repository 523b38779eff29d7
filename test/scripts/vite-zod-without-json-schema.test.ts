// zod without its JSON Schema generator in the build (scripts/vite-zod-without-json-schema.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import {
  exportNames,
  REPLACED,
  standIn,
  zodWithoutJsonSchemaPlugin,
} from '../../scripts/vite-zod-without-json-schema';

const zodFile = (end: string) => path.resolve('node_modules', end.slice(1));

/** Every name zod's own modules import from `file` (named imports and `export { x } from`). */
function namesImportedFrom(file: string): string[] {
  const base = path.basename(file);
  const names = new Set<string>();
  const dir = path.resolve('node_modules/zod/v4');
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.js') ? [path.join(d, e.name)] : [],
      );
  for (const js of walk(dir)) {
    const code = fs.readFileSync(js, 'utf8');
    const pattern = new RegExp(
      `(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*"[./]*[^"]*/${base.replace('.', '\\.')}"`,
      'g',
    );
    for (const m of code.matchAll(pattern))
      for (const part of m[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    // `import * as processors from ".../json-schema-processors.js"`: the members used.
    const star = new RegExp(
      `import\\s*\\*\\s*as\\s+(\\w+)\\s+from\\s*"[./]*[^"]*/${base.replace('.', '\\.')}"`,
    ).exec(code);
    if (star)
      for (const m of code.matchAll(new RegExp(`(?<![\\w-])${star[1]}\\.(\\w+)`, 'g'))) names.add(m[1]!);
  }
  return [...names];
}

describe('zod without its JSON Schema generator', () => {
  it.each(REPLACED)('the stand-in for %s exports every name zod imports from it', (end) => {
    const exported = new Set(exportNames(fs.readFileSync(zodFile(end), 'utf8')));
    const imported = namesImportedFrom(zodFile(end));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('reads plain and renamed exports', () => {
    expect(
      exportNames(
        'export function a() {}\nexport const b = 1;\nexport { c, d as e };\nexport { f } from "./x.js";',
      ),
    ).toEqual(['a', 'b', 'c', 'e']);
    expect(standIn(['createToJSONSchemaMethod', 'x'])).toContain(
      'export const createToJSONSchemaMethod = () => unavailable;',
    );
  });

  it('builds a zod that validates as before and refuses only JSON Schema', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zod-stand-in-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'entry.js'),
        `import { z } from ${JSON.stringify(path.resolve('node_modules/zod/index.js'))};
export const Account = z.object({ id: z.number().int().positive(), name: z.string().min(1), tags: z.array(z.enum(['a', 'b'])).optional() });
export { z };`,
      );
      const output = (await build({
        configFile: false,
        logLevel: 'silent',
        root: dir,
        plugins: [zodWithoutJsonSchemaPlugin()],
        build: {
          write: false,
          minify: false,
          lib: { entry: path.join(dir, 'entry.js'), formats: ['es'], fileName: 'out' },
        },
      })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
      const chunk = (Array.isArray(output) ? output[0]! : output).output[0];
      expect(chunk.code).toContain('are not part of this build');
      expect(chunk.code).not.toContain('function aggregateChecks');
      const file = path.join(dir, 'out.mjs');
      fs.writeFileSync(file, chunk.code);
      const { Account, z } = (await import(pathToFileURL(file).href)) as {
        Account: {
          safeParse(v: unknown): { success: boolean };
          toJSONSchema(): unknown;
          '~standard': unknown;
        };
        z: { toJSONSchema(s: unknown): unknown; string(): { min(n: number): { minLength: unknown } } };
      };
      expect(Account.safeParse({ id: 1, name: 'x', tags: ['a'] }).success).toBe(true);
      expect(Account.safeParse({ id: -1, name: '' }).success).toBe(false);
      // Standard Schema (what TanStack Router reads) still works; only JSON Schema generation throws.
      expect(Account['~standard']).toBeDefined();
      expect(() => Account.toJSONSchema()).toThrow(/JSON Schema generation .* not part of this build/);
      expect(() => z.toJSONSchema(Account)).toThrow(/JSON Schema generation .* not part of this build/);
      // Check introspection reads the same module: it says so instead of answering wrongly.
      expect(() => z.string().min(1).minLength).toThrow(/introspection .* not part of this build/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
