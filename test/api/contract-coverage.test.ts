// Contract: every operation of the OpenAPI document is in the operation table with the same method
// and path, and some resource module exports it in its `<x>Operations` list.
import { describe, expect, it } from 'vitest';
import * as ops from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { specOperations } from './openapi';

const table = ops as unknown as Record<string, OperationDef>;
/** The operations of the table the OpenAPI document does not list (the interface document has them). */
const UNDOCUMENTED = ['get_screener_catalog'];
const resourceModules = import.meta.glob<Record<string, unknown>>('/src/api/resources/*.ts', { eager: true });

/** Every `<x>Operations` array exported by a resource module, by module file. */
function exportedOperationLists(): Map<string, OperationDef[]> {
  const lists = new Map<string, OperationDef[]>();
  for (const [file, mod] of Object.entries(resourceModules)) {
    for (const [name, value] of Object.entries(mod)) {
      if (name.endsWith('Operations') && Array.isArray(value))
        lists.set(`${file}#${name}`, value as OperationDef[]);
    }
  }
  return lists;
}

describe('operation coverage', () => {
  it('the document has as many operations as the table was built from, each once', () => {
    const documentedInTable = Object.values(table).filter((op) => !UNDOCUMENTED.includes(op.id)).length;
    expect(documentedInTable).toBeGreaterThan(0);
    expect(specOperations).toHaveLength(documentedInTable);
    expect(new Set(specOperations.map((op) => op.id)).size).toBe(documentedInTable);
  });

  it('every documented operation is in the operation table with the same method and path', () => {
    const problems: string[] = [];
    for (const spec of specOperations) {
      const op = table[spec.id];
      if (!op) problems.push(`${spec.id}: missing from src/api/operations.ts`);
      else {
        if (op.id !== spec.id) problems.push(`${spec.id}: id is ${op.id}`);
        if (op.method !== spec.method)
          problems.push(`${spec.id}: method ${op.method}, document ${spec.method}`);
        if (op.path !== spec.path) problems.push(`${spec.id}: path ${op.path}, document ${spec.path}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the table has nothing undocumented except the interface document’s screener catalog', () => {
    const documented = new Set(specOperations.map((op) => op.id));
    const extra = Object.values(table)
      .filter((op) => !documented.has(op.id))
      .map((op) => `${op.method} ${op.path} (${op.id})`);
    expect(extra).toEqual(['GET /v1/screener/catalog (get_screener_catalog)']);
  });

  it('every operation is exported by exactly one resource', () => {
    const owners = new Map<string, string[]>();
    for (const [list, listed] of exportedOperationLists()) {
      for (const op of listed) owners.set(op.id, [...(owners.get(op.id) ?? []), list]);
    }
    const covered = specOperations.filter((op) => owners.has(op.id)).length;
    console.info(`operations covered ${covered}/${specOperations.length}`);
    const uncovered = Object.values(table)
      .map((op) => op.id)
      .filter((id) => !owners.has(id));
    const duplicated = [...owners]
      .filter(([, lists]) => lists.length > 1)
      .map(([id, lists]) => `${id}: ${lists.join(', ')}`);
    expect(uncovered).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(covered).toBe(specOperations.length);
  });
});
