// Every e2e test asserts an outcome: its body calls `expect` (a test made only of waits can fail
// only by timing out, and says nothing about what the user should have seen).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const E2E = resolve(__dirname, '../e2e');

/** `it`, `it.each(…)`, `it.skip` …: the name a test call starts from. */
function isTestCall(node: ts.CallExpression): boolean {
  let callee: ts.Expression = node.expression;
  if (ts.isCallExpression(callee)) callee = callee.expression; // it.each(table)(name, fn)
  if (ts.isPropertyAccessExpression(callee)) callee = callee.expression; // it.skip / it.each
  return ts.isIdentifier(callee) && (callee.text === 'it' || callee.text === 'test');
}

function callsExpect(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n)) {
      let callee: ts.Expression = n.expression;
      while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
        callee = ts.isPropertyAccessExpression(callee) ? callee.expression : callee.expression;
      if (ts.isIdentifier(callee) && callee.text === 'expect') found = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The tests of one e2e file whose body has no `expect`, as `file: name`. */
function testsWithoutAssertion(
  file: string,
  source = ts.createSourceFile(file, readFileSync(join(E2E, file), 'utf8'), ts.ScriptTarget.Latest, true),
): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTestCall(node)) {
      const [name, body] = node.arguments;
      if (body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) && !callsExpect(body))
        found.push(`${file}: ${name && ts.isStringLiteralLike(name) ? name.text : name?.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = readdirSync(E2E).filter((name) => name.endsWith('.e2e.ts'));

describe('e2e tests', () => {
  it('are found (the scan works)', () => {
    expect(files.length).toBeGreaterThan(15);
    // A made-up file: one test with only a wait, one with an expect.
    const sample = ts.createSourceFile(
      'sample.e2e.ts',
      "it('waits', async () => { await page.waitFor(); });\nit.each([1])('asserts %s', async () => { expect(1).toBe(1); });",
      ts.ScriptTarget.Latest,
      true,
    );
    expect(testsWithoutAssertion('sample.e2e.ts', sample)).toEqual(['sample.e2e.ts: waits']);
  });

  it('each assert an outcome with expect, not only waits', () => {
    expect(files.flatMap((file) => testsWithoutAssertion(file))).toEqual([]);
  });
});
