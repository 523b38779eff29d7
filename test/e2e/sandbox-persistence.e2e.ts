// The in-browser sandbox keeps its state across a reload, and Settings → Reset sandbox restores
// the seeded state.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();

beforeAll(async () => {
  // Other files may have left settings in this profile: start in demo mode.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('persistence-e2e')) {
      sessionStorage.setItem('persistence-e2e', '1');
      localStorage.clear();
    }
  });
});

const currentMaxNotional = () => page.getByTestId('current-max-notional');

describe('sandbox persistence (demo mode)', () => {
  it('keeps a change across a reload, and Reset sandbox restores the seeded state', async () => {
    await page.goto(`${appUrl}/accounts/100002`);
    await currentMaxNotional().waitFor();
    // The value shows '…' while the risk settings load: read the seeded value once it is there.
    await page.waitForFunction(
      () =>
        !['', '…'].includes(
          document.querySelector('[data-testid="current-max-notional"]')?.textContent ?? '',
        ),
    );
    const seeded = (await currentMaxNotional().textContent()) ?? '';
    expect(seeded).not.toContain('777,777.00');

    await page.getByLabel('New max notional').fill('777777');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await currentMaxNotional().filter({ hasText: '777,777.00' }).waitFor();

    await page.reload();
    await currentMaxNotional().filter({ hasText: '777,777.00' }).waitFor({ timeout: 15_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Reset sandbox…' }).click();
    await page.getByText('Restore the seeded accounts, orders and positions?').waitFor();
    await page.getByRole('button', { name: 'Reset sandbox', exact: true }).click();
    await page.waitForLoadState('load');
    await page.goto(`${appUrl}/accounts/100002`);
    await currentMaxNotional().waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="current-max-notional"]')?.textContent === text,
      seeded,
      { timeout: 15_000 },
    );
  });

  it('a corrupted saved state starts the demo from the seed, keeps the copy aside and offers it for download', async () => {
    // A saved state of the wrong shape, as a bad write or an old version could leave behind.
    await page.goto(`${appUrl}/settings`);
    // The sandbox registers its own save-on-leave once it has started (after the page's load
    // event); the demo controls appear after that. Ours must run after it, so wait for them.
    await page.getByRole('button', { name: 'Reset sandbox…' }).waitFor({ timeout: 15_000 });
    const corrupted = await page.evaluate(() => {
      const key = 'terminal.sandbox.state.v1';
      const state = JSON.parse(localStorage.getItem(key) ?? '{"seed":42,"brokerage":{},"workspace":{}}');
      const bad = JSON.stringify({ ...state, brokerage: { ...state.brokerage, accounts: 'oops' } });
      // Written after the page's own save on leaving, so the reload reads the bad copy.
      addEventListener('pagehide', () => localStorage.setItem(key, bad));
      return bad;
    });
    await page.goto(`${appUrl}/accounts`);

    const notice = page.getByRole('alert', { name: 'Saved demo state not restored' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('brokerage.accounts');
    // Every screen still answers: the accounts list loads from the seed.
    await page.locator('table.data-table tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('terminal.sandbox.state.rejected.v1'))).toBe(
      corrupted,
    );

    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Download the saved copy' }).click();
    expect((await download).suggestedFilename()).toBe('sandbox-state-rejected.json');

    // The bad copy is not saved back: the next load is clean.
    await page.reload();
    await page.locator('table.data-table tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await notice.count()).toBe(0);
  });
});
