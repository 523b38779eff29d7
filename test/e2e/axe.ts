// axe-core in the page under test: the WCAG 2 A/AA rules (or the rules named), evaluated through
// the devtools protocol (the build's CSP rightly refuses an inline <script>), and its violations
// described for an assertion's message.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2 A/AA rules. */
export const WCAG_AA = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } as const;

async function runAxe(page: Page, runOnly: unknown): Promise<AxeResults> {
  await page.waitForTimeout(800);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return (await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: only },
      ),
    runOnly,
  )) as AxeResults;
}

/** axe's violations of the WCAG 2 A/AA rules on the page as drawn now (after transitions settle). */
export async function audit(page: Page): Promise<Result[]> {
  return (await runAxe(page, WCAG_AA)).violations;
}

/**
 * Ids given to more than one element, and labels that point at the wrong field. axe 4.14 reports a
 * repeated id that an aria attribute or a label refers to as "needs review" (duplicate-id-aria,
 * form-field-multiple-labels), not as a violation, and its plain duplicate-id rule is retired: so
 * this counts axe's reviews of those rules as problems, beside every repeated id in the DOM.
 */
export async function auditIds(page: Page): Promise<Result[]> {
  const rules = ['duplicate-id-aria', 'form-field-multiple-labels', 'label'];
  const results = await runAxe(page, { type: 'rule', values: rules });
  const repeated = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  const dom: Result[] = repeated.length
    ? [
        {
          id: 'repeated-id',
          impact: 'serious',
          help: `ids on more than one element: ${repeated.join(', ')}`,
          nodes: [],
        } as unknown as Result,
      ]
    : [];
  return [...results.violations, ...results.incomplete, ...dom];
}

export function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
          .join('\n'),
    )
    .join('\n');
}
