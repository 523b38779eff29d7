// Build plugin: zod without its JSON Schema generator.
//
// zod classic imports its JSON Schema processors and `toJSONSchema` machinery from every schema class
// (`schema.toJSONSchema()`, the `~standard.jsonSchema` getter), so they are in the entry chunk although
// the app never generates JSON Schema: ~18 kB minified, ~6 kB gzipped, downloaded and parsed before
// the first screen on every cold load. This plugin swaps those two zod modules for stand-ins with the
// same export names that throw if anything ever asks for JSON Schema. Parsing and validation are
// untouched. The export names are read from the installed zod, so an upgrade keeps the stand-ins whole;
// the factory functions that zod calls while merely building a schema object (`create*Method`) return
// a function that throws only when called. The same module also backs zod's check introspection
// getters (`z.string().min(1).minLength`, `.minValue`, `.isInt`, `.format`): they throw too. `src/` must not use JSON Schema generation
// (eslint.config.js forbids `toJSONSchema`); test/scripts/vite-zod-without-json-schema.test.ts checks
// the stand-ins against the installed zod.
import fs from 'node:fs';
import type { Plugin } from 'vite';

/** The zod modules replaced, by the end of their resolved path. */
export const REPLACED = ['/zod/v4/core/json-schema-processors.js', '/zod/v4/core/to-json-schema.js'] as const;
const PREFIX = '\0zod-without-json-schema:';
/** zod calls these while building schema objects; what they return throws when called. */
const FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

/** The names an ES module file exports (`export function|const|class x`, `export { a, b as c }`). */
export function exportNames(code: string): string[] {
  const names = new Set<string>();
  for (const m of code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm))
    names.add(m[1]!);
  for (const m of code.matchAll(/^export\s*\{([^}]*)\}(?!\s*from)/gm))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  return [...names].sort();
}

/** The stand-in module for a replaced zod file. */
export function standIn(names: readonly string[]): string {
  const lines = [
    'function unavailable() {',
    "  throw new Error('zod JSON Schema generation and check introspection (minLength, minValue, ...) are not part of this build (scripts/vite-zod-without-json-schema.ts)');",
    '}',
  ];
  for (const name of names)
    lines.push(
      FACTORIES.has(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    );
  return lines.join('\n');
}

export function zodWithoutJsonSchemaPlugin(): Plugin {
  return {
    name: 'terminal-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]zod[\\/]/.test(importer) || !/json-schema/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved?.id.replace(/\\/g, '/');
      if (!file || !REPLACED.some((end) => file.endsWith(end))) return null;
      return PREFIX + file;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return standIn(exportNames(fs.readFileSync(id.slice(PREFIX.length), 'utf8')));
    },
  };
}
