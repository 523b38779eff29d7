// The connection drops after the page loaded (demo mode: the data is in the page; only the app's own
// chunks come over the network). A part that cannot be downloaded never blanks the screen. Background
// pieces are named in the status strip with Reload; a part the user opens says in its place that it
// could not be downloaded, with Try again and Reload. Back online, a background part comes back by
// itself where the browser downloads a failed module again; one that still does not download stays
// named, with Reload (src/lib/code-load.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './fixture';

const { appUrl, context } = setupE2E({ page: false });

const BAR_CHUNK = /\/assets\/bar-recording-[^/]+\.js$/;

afterEach(async () => {
  await context.unroute(BAR_CHUNK);
  await context.setOffline(false);
});

const monitorRow = (page: Page) => page.locator('table[aria-label="Quote monitor"] tr[data-row-key="AAPL"]');

async function openMonitorThenDrop(page: Page) {
  await page.goto(`${appUrl}/monitor?symbols=AAPL,MSFT`);
  await page.getByText('Quotes live').waitFor({ timeout: 20_000 });
  await context.setOffline(true);
}

describe('offline after the page loaded', () => {
  /**
   * Opens the monitor, drops the connection, and has the bar recording's chunk fail as a dropped
   * connection does (its download is held until the connection has dropped, however fast the
   * machine). While `failing()` is true after that, the chunk's download keeps failing so.
   */
  async function dropWithBarRecordingMissing(page: Page, failing: () => boolean) {
    let dropped!: () => void;
    const connectionDropped = new Promise<void>((resolve) => (dropped = resolve));
    // On the context, not the page: the retries go through the demo's service worker.
    await context.route(BAR_CHUNK, async (route) => {
      await connectionDropped;
      if (failing()) await route.abort('internetdisconnected');
      else await route.fallback();
    });
    await openMonitorThenDrop(page);
    dropped();
    const notice = page.locator('.code-load-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toMatch(/^Offline\. Not downloaded: .*Bar recording/);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByText('Quotes live').isVisible()).toBe(true);
    expect(await monitorRow(page).isVisible()).toBe(true);
    return notice;
  }

  it('background pieces that cannot load are named in the status strip; the screen stays; back online they come back by themselves', async () => {
    const page = await context.newPage();
    const notice = await dropWithBarRecordingMissing(page, () => true);
    await context.unroute(BAR_CHUNK);
    await context.setOffline(false);
    // The notice's own retry (at the 'online' event, then after a growing pause) downloads the part
    // again: Chromium 156 does not remember a failed module for the page's life (150 did).
    await notice.waitFor({ state: 'detached', timeout: 40_000 });
    // Nothing is named missing once the background work has loaded.
    await page.waitForTimeout(3_000);
    expect(await notice.count()).toBe(0);
    expect(await monitorRow(page).isVisible()).toBe(true);
    await page.close();
  });

  it('a background piece still missing back online is named with Reload, and Reload brings it back', async () => {
    const page = await context.newPage();
    let failing = true;
    const notice = await dropWithBarRecordingMissing(page, () => failing);
    // Back online, but the part still does not download (a browser that remembers the failure, or a
    // server that lost the file): the notice stays, no longer says Offline, and offers Reload.
    await context.setOffline(false);
    await expect
      .poll(() => notice.textContent(), { timeout: 15_000 })
      .toMatch(/^Not downloaded: .*Bar recording/);
    const reload = notice.getByRole('button', { name: 'Reload' });
    expect(await reload.isVisible()).toBe(true);
    await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
    await reload.click();
    // The download works again from the reload on (the reloaded page asks for the part only once its
    // screen has settled, after this); before the click the notice's own retries still fail.
    failing = false;
    const downloaded = page.waitForResponse((r) => BAR_CHUNK.test(r.url()) && r.ok(), { timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? 'reloaded'), {
        timeout: 15_000,
      })
      .toBe('reloaded');
    await page.getByText('Quotes live').waitFor({ timeout: 20_000 });
    await monitorRow(page).waitFor();
    // The reloaded page downloads the part: nothing is named missing once the background work loaded.
    await downloaded;
    await page.waitForTimeout(1_000);
    expect(await notice.count()).toBe(0);
    await page.close();
  });

  it('the ticket opened offline says it could not be downloaded in its place; the screen stays', async () => {
    const page = await context.newPage();
    await openMonitorThenDrop(page);
    await page.getByRole('button', { name: 'Trade' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The order ticket' });
    await failure.waitFor({ timeout: 10_000 });
    expect(await failure.textContent()).toContain('The order ticket: could not be downloaded');
    expect(await failure.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await failure.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await monitorRow(page).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    await context.setOffline(false);
    await failure.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByText('Quotes live').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Trade' }).click();
    await page.getByRole('button', { name: 'Review order' }).waitFor({ timeout: 15_000 });
    await page.close();
  });
});
