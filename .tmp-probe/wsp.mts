import { launchBrowser } from '../test/e2e/browser';
import { serveBuild } from '../scripts/bench/app-bench';
import { seedOrders } from '../test/e2e/screens';
import { layoutProblems } from '../test/e2e/layout-check';
const { server, url } = await serveBuild(4301);
const { context, close } = await launchBrowser();
await context.addInitScript({ content: 'window.__name = (f) => f;' });
const page = await context.newPage();
await page.setViewportSize({ width: 1280, height: 720 });
await seedOrders(page, url);
await page.goto(url + '/accounts/100001');
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
await page.getByRole('table', { name: 'Quote board' }).locator('tbody tr').first().waitFor();
for (const name of ['Options', 'Research']) {
  await page.locator('.workspace-bar select[title^="Alt"]').selectOption(name);
  await page.waitForTimeout(4000);
  for (const [w, h] of [[1280, 720], [1440, 900]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(500);
    const problems = await page.evaluate(layoutProblems);
    console.log(name, w, problems);
    await page.screenshot({ path: `/tmp/wsp-${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
await close(); await server.close();
