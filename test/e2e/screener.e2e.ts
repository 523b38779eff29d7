// The screener in demo mode, in real Chromium: build "market cap > 10B and sector is Technology"
// with a third filter switched off, run it, save it, reload, open it, and get the same screen back.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const appUrl = inject('appUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const row = (n: number) => page.getByRole('listitem', { name: `Filter ${n}`, exact: true });
const results = () => page.getByRole('table', { name: 'Screener results' });

async function addFilter(search: string, option: RegExp) {
  await page.getByRole('button', { name: /^Add filter/ }).click();
  await page.getByRole('searchbox', { name: 'Search fields' }).fill(search);
  await page.getByRole('button', { name: option }).first().click();
}

async function firstSymbols(): Promise<string[]> {
  await results().getByRole('link').first().waitFor();
  return results().getByRole('link').allTextContents();
}

describe('screener (demo mode)', () => {
  it('builds, runs, saves, reloads and reopens a screen', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('link', { name: 'Screener' }).click();
    await page.getByRole('heading', { name: 'Screener' }).waitFor();

    await addFilter('market cap', /^Market Cap/);
    await row(1).getByRole('textbox', { name: 'Filter 1 value' }).fill('10B');
    await addFilter('sector', /^Sector/);
    await row(2).getByRole('checkbox', { name: 'Technology' }).check();
    await addFilter('yield', /^Dividend Yield/);
    await row(3).getByRole('textbox', { name: 'Filter 3 value' }).fill('2');
    await row(3).getByRole('switch', { name: 'Filter 3 enabled' }).click();

    await page.getByText(/^\d+ matches/).waitFor();
    await page.waitForFunction(() => !document.querySelector('.screener-results[aria-busy="true"]'));
    const before = await firstSymbols();
    expect(before.length).toBeGreaterThan(0);
    const count = await page.getByText(/^\d+ matches/).textContent();

    await page.getByRole('button', { name: 'Save as…' }).click();
    await page.getByRole('textbox', { name: 'Screener name' }).fill('E2E large tech');
    await page.getByRole('button', { name: 'Save screener' }).click();
    await page.waitForURL(/saved=/);
    await page.screenshot({ path: '.scratch/screener.png', fullPage: true }).catch(() => undefined);

    await page.reload();
    await page.getByRole('heading', { name: 'Screener' }).waitFor();
    // A fresh screen, then open the saved one from the list.
    await page.getByRole('button', { name: 'New screen' }).click();
    await page.getByRole('combobox', { name: /Saved screeners/ }).selectOption({ label: 'E2E large tech' });
    await row(3).waitFor();
    expect(await row(1).getByRole('textbox', { name: 'Filter 1 value' }).inputValue()).toBe('10B');
    expect(await row(2).getByRole('checkbox', { name: 'Technology' }).isChecked()).toBe(true);
    expect(await row(3).getByRole('switch', { name: 'Filter 3 enabled' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.waitForFunction(() => !document.querySelector('.screener-results[aria-busy="true"]'));
    expect(await page.getByText(/^\d+ matches/).textContent()).toBe(count);
    // The same screen finds the same instruments; their order may move with live prices and volume.
    expect([...(await firstSymbols())].sort()).toEqual([...before].sort());
    expect(await page.getByText('unsaved changes').count()).toBe(0);
  });
});
