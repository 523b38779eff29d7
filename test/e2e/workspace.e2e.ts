// The workspace (issue 28) in live mode against the sandbox server: the Day trading preset, a board
// row moving the panels of its link colour (and not another colour's), a layout that comes back the
// same after a reload, a corrupt import refused without a change, and closing every panel leaving
// the server's subscriptions as they were before the workspace opened; the docked ticket and the
// overlay ticket open at once, each with its own fields and no id on the page shared (axe).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupE2E } from './fixture';
import { audit, auditIds, describeViolations } from './axe';

const { appUrl, context, server } = setupE2E({ server: { scenarios: ['market-open'] }, page: false });

/** Every symbol the server streams to this test's sockets, sorted. */
const subscribed = () => server.feedSubscriptions().flat().sort();

const symbolOf = (page: Page, title: string) =>
  page.getByRole('textbox', { name: `Symbol shown by ${title}` }).inputValue();

/** Each panel's title, link and where its group sits in the dock (in tenths of it), in DOM order. */
const placement = (page: Page) =>
  page.evaluate(() => {
    const dock = document.querySelector('.workspace-dock')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.workspace-tab')].map((tab) => {
      const box = (tab.closest('.dv-groupview') ?? tab).getBoundingClientRect();
      const x = Math.round(((box.left - dock.left) / dock.width) * 10);
      const y = Math.round(((box.top - dock.top) / dock.height) * 10);
      return `${tab.querySelector('.dv-default-tab-content')?.textContent} @${x},${y} ${tab.dataset.link}`;
    });
  });

/** A new page at 1280×720 on the workspace, with no saved layouts: the presets as a new user has them. */
async function openPresets(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${appUrl}/accounts`);
  await page.evaluate(() => localStorage.removeItem('terminal.workspace.v1'));
  await page.goto(`${appUrl}/workspace`);
  return page;
}

describe('workspace (live mode)', () => {
  it('links panels by colour, keeps the layout over a reload, refuses a corrupt file, leaves no subscription', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${appUrl}/accounts`);
    await page.locator('table.data-table tbody tr').first().waitFor();
    // The baseline is what the terminal streams with no panel open: the shell keeps every
    // watchlist's symbols streamed for their bars (features/shell/bar-recording.tsx, loaded after
    // start-up), so wait for those before taking it.
    await expect.poll(() => subscribed().length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    const before = subscribed();

    // The Day trading preset: board, chart, ticket, positions, orders.
    await page.getByRole('link', { name: 'Workspace' }).click();
    const board = page.getByRole('table', { name: 'Quote board' });
    await board.locator('tbody tr').first().waitFor();
    for (const title of ['Quote board', 'Chart', 'Order ticket', 'Positions', 'Orders'])
      await page.locator('.workspace-tab', { hasText: title }).waitFor();

    // An instrument summary (red, like the rest) and a tick chart moved to the blue group.
    await page.getByRole('combobox', { name: 'Add a panel' }).selectOption({ label: 'Instrument' });
    await page.locator('.workspace-tab', { hasText: 'Instrument' }).waitFor();
    await page.getByRole('combobox', { name: 'Add a panel' }).selectOption({ label: 'Tick chart' });
    await page.getByRole('combobox', { name: 'Link colour of Tick chart' }).selectOption('blue');
    await page.getByRole('textbox', { name: 'Symbol shown by Tick chart' }).fill('NVDA');
    await page.getByRole('textbox', { name: 'Symbol shown by Tick chart' }).press('Enter');

    // MSFT on the board: the red chart, instrument summary and ticket show MSFT; the blue chart does not.
    await board.locator('tr[data-row-key="MSFT"]').click();
    await expect.poll(() => symbolOf(page, 'Chart')).toBe('MSFT');
    await expect.poll(() => symbolOf(page, 'Instrument')).toBe('MSFT');
    await expect.poll(() => symbolOf(page, 'Order ticket')).toBe('MSFT');
    await page.getByRole('region', { name: 'MSFT quote' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Docked order ticket' })
          .getByRole('combobox', { name: 'Instrument' })
          .inputValue(),
      )
      .toBe('MSFT');
    expect(await symbolOf(page, 'Tick chart')).toBe('NVDA');
    expect(await page.locator('.workspace-tab[data-link="blue"]').count()).toBe(1);

    // Saved as it changed: a reload brings the same panels back in the same places.
    await page.waitForTimeout(600);
    const placed = await placement(page);
    await page.reload();
    await board.locator('tbody tr').first().waitFor();
    await expect.poll(() => placement(page)).toEqual(placed);
    expect(await symbolOf(page, 'Chart')).toBe('MSFT');

    // A corrupt file: a message, and the layout as it was.
    await page.getByLabel('Layout file to import').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        '{"format":"trading-terminal.workspace-layout","version":1,"layout":{"name":"Broken","dock":{}}}',
      ),
    });
    await page.getByText(/“broken\.json” was not imported/).waitFor();
    expect(await placement(page)).toEqual(placed);
    expect(await page.getByRole('combobox', { name: 'Layout', exact: true }).inputValue()).toBe(
      'Day trading',
    );

    // Streaming while the panels are open; closing every one returns the server's count to before.
    await expect.poll(() => subscribed().includes('MSFT')).toBe(true);
    while ((await page.locator('.workspace-tab-close').count()) > 0)
      await page.locator('.workspace-tab-close').first().click();
    await page.getByText(/No panels in “Day trading”/).waitFor();
    await expect.poll(subscribed, { timeout: 20_000 }).toEqual(before);
    await page.close();
  });

  it('moves focus between panel groups with F6 and back with Shift+F6', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${appUrl}/accounts`);
    // The previous test closed every panel of the stored layout: start from the presets.
    await page.evaluate(() => localStorage.removeItem('terminal.workspace.v1'));
    await page.goto(`${appUrl}/workspace`);
    await page.getByRole('table', { name: 'Quote board' }).locator('tbody tr').first().waitFor();
    /** The title of the panel shown in the group that holds the focus, or null. */
    const focusedGroup = () =>
      page.evaluate(() => {
        const group = document.activeElement?.closest('.dv-groupview');
        return group?.querySelector('.dv-tab.dv-active-tab .dv-default-tab-content')?.textContent ?? null;
      });
    const groups = await page.locator('.dv-groupview').count();
    expect(groups).toBeGreaterThanOrEqual(4);
    // Forward through every group once, each a different one, and round to the first again.
    const visited: (string | null)[] = [];
    for (let i = 0; i < groups; i += 1) {
      await page.keyboard.press('F6');
      visited.push(await focusedGroup());
    }
    expect(visited).not.toContain(null);
    expect(new Set(visited).size).toBe(groups);
    await page.keyboard.press('F6');
    expect(await focusedGroup()).toBe(visited[0]);
    // Shift+F6 goes back the same way.
    await page.keyboard.press('Shift+F6');
    expect(await focusedGroup()).toBe(visited[groups - 1]);
    await page.keyboard.press('Shift+F6');
    expect(await focusedGroup()).toBe(visited[groups - 2]);
    await page.close();
  });

  it('shows the instrument panel’s live quote whole in the Options and Research presets at 1280×720', async () => {
    const page = await openPresets();
    for (const preset of ['Options', 'Research']) {
      await page.locator('.workspace-bar select[title^="Alt"]').selectOption(preset);
      const strip = page.locator('.instrument-summary-panel .live-quote-strip');
      await strip
        .getByText(/\d\.\d{2}/)
        .first()
        .waitFor();
      // Bid, ask and last (the strip's first row; volume may wrap under it) inside the panel's
      // group: seen without scrolling the panel.
      const [bottom, groupBottom] = await strip.evaluate((el) => [
        Math.max(
          ...[...el.querySelectorAll('.live-quote-item')]
            .slice(0, 3)
            .map((i) => i.getBoundingClientRect().bottom),
        ),
        el.closest('.dv-groupview')!.getBoundingClientRect().bottom,
      ]);
      expect(bottom, preset).toBeLessThanOrEqual(groupBottom);
    }
    await page.close();
  });

  it("shows an option's symbol whole in the board panel, with fewer figure columns beside it", async () => {
    const page = await openPresets();
    const board = page.getByRole('table', { name: 'Quote board' });
    await board.locator('tbody tr').first().waitFor();
    const figures = () => board.locator('thead th').count();
    const before = await figures();
    const form = page.getByRole('form', { name: 'Add symbols to the board' });
    const osi = 'AAPL  261204C00270000';
    await form.getByRole('textbox').fill(osi);
    await form.getByRole('textbox').press('Enter');
    const row = board.locator(`tbody tr[data-row-key="${osi}"]`);
    await row.waitFor();
    await expect.poll(figures).toBeLessThan(before);
    const cell = row.locator('td, th').first();
    expect(await cell.textContent()).toBe(osi);
    // Its text within the cell's box (it was cut to "AAPL  2612" in a 72 px column).
    const [text, room] = await cell.evaluate((c) => {
      const range = document.createRange();
      range.selectNodeContents(c);
      const style = getComputedStyle(c);
      return [
        range.getBoundingClientRect().width,
        c.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      ];
    });
    expect(text).toBeLessThanOrEqual(room! + 0.5);
    await page.close();
  });

  it('shows the docked ticket and the overlay ticket at once, each with its own fields, and no id twice', async () => {
    const page = await openPresets();
    await page.getByRole('table', { name: 'Quote board' }).locator('tbody tr').first().waitFor();
    const docked = page.getByRole('region', { name: 'Docked order ticket' });
    await docked.getByRole('combobox', { name: 'Instrument' }).waitFor();
    await page.getByRole('button', { name: 'Trade' }).click();
    const overlay = page.getByRole('dialog', { name: 'Order ticket panel' });
    await overlay.getByRole('combobox', { name: 'Instrument' }).waitFor();
    const hasFocus = (field: Locator) => field.evaluate((el) => el === document.activeElement);

    // The overlay on MSFT (the docked ticket follows its link colour's symbol).
    await overlay.getByRole('combobox', { name: 'Instrument' }).fill('MSFT');
    await overlay
      .getByRole('option', { name: /^MSFT\b/ })
      .first()
      .click();
    await overlay.getByLabel('Quote for MSFT').waitFor();

    // A quantity typed into one ticket leaves the other as it was.
    const quantity = (ticket: Locator) => ticket.getByRole('textbox', { name: /^Quantity/ });
    await quantity(docked).pressSequentially('25');
    expect(await quantity(docked).inputValue()).toBe('25');
    expect(await quantity(overlay).inputValue()).toBe('');
    await quantity(overlay).pressSequentially('7');
    expect(await quantity(overlay).inputValue()).toBe('7');
    expect(await quantity(docked).inputValue()).toBe('25');

    // Each label tied to its field by id focuses its own ticket's field.
    for (const ticket of [docked, overlay]) {
      await ticket.locator('label', { hasText: /^Instrument$/ }).click();
      expect(await hasFocus(ticket.getByRole('combobox', { name: 'Instrument' }))).toBe(true);
      await ticket.locator('label', { hasText: /^Account$/ }).click();
      expect(await hasFocus(ticket.getByRole('combobox', { name: 'Ticket account' }))).toBe(true);
    }
    // No account is chosen: neither ticket claims to be checking a position.
    const position = (ticket: Locator) => ticket.getByLabel('Position', { exact: true }).textContent();
    for (const ticket of [docked, overlay])
      await expect.poll(() => position(ticket)).toBe('Choose an account to see your position');
    expect(await page.getByText(/Checking your position/).count()).toBe(0);

    // axe in both themes: no violation with both tickets open (ids, labels and everything else).
    await overlay.getByRole('heading', { name: 'Order ticket' }).click();
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/workspace-two-tickets-${theme}.png` });
      const violations = await audit(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
    const idProblems = await auditIds(page);
    expect(idProblems, describeViolations(idProblems)).toEqual([]);

    // With an account chosen (in the docked ticket: it is the terminal’s), both show the position;
    // then every kind of panel the menu offers, twice, each showing what the others of its kind
    // do: still no id twice and no field without its label.
    await docked.getByRole('combobox', { name: 'Ticket account' }).selectOption('100001');
    for (const ticket of [docked, overlay])
      await expect.poll(() => position(ticket)).toMatch(/^(No position in|You are (long|short))/);
    // The chosen account reads whole, "#100001 · MARGIN · ELLIS-MARGIN-01": in the overlay ticket,
    // and in the docked one at 1280 px once the overlay is closed (its select then takes a line of its
    // own rather than clip it): the text and the select's arrow (about 20 px) fit inside the select's
    // padding. With the overlay open too, the docked ticket is about 210 px wide: the short name is
    // cut there, but the id and the type, which come first, still show.
    const accountClipped = (ticket: Locator, upTo?: string) =>
      ticket.getByRole('combobox', { name: 'Ticket account' }).evaluate((el, upTo) => {
        const select = el as HTMLSelectElement;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const whole = select.selectedOptions[0]?.textContent ?? '';
        const shown = upTo === undefined ? whole : whole.slice(0, whole.indexOf(upTo) + upTo.length);
        const text = context.measureText(shown).width;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return text + 20 > room ? `${Math.round(text)} px + 20 in ${room} px` : 'whole';
      }, upTo);
    expect(await accountClipped(docked, '· MARGIN')).toBe('whole');
    expect(await accountClipped(overlay)).toBe('whole');
    await overlay.getByRole('button', { name: 'Close ticket' }).click();
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(() => accountClipped(docked)).toBe('whole');
    await page.setViewportSize({ width: 1920, height: 1080 });
    const addPanel = page.getByRole('combobox', { name: 'Add a panel' });
    const kinds = (await addPanel.locator('option').allTextContents()).slice(1);
    expect(kinds).toEqual(
      expect.arrayContaining(['Order ticket', 'Instrument', 'Option chain', 'Quote board']),
    );
    for (const title of kinds) for (let i = 0; i < 2; i += 1) await addPanel.selectOption({ label: title });
    await expect.poll(() => page.getByRole('region', { name: 'Docked order ticket' }).count()).toBe(3);
    // Three boards, and the two watchlists' tables of the same name.
    await expect.poll(() => page.getByRole('table', { name: 'Quote board' }).count()).toBe(5);
    // The preset's positions panel shares its group with the orders: shown, it is drawn again.
    await page.locator('.workspace-tab', { hasText: 'Positions' }).first().click();
    for (const [heading, count] of [
      ['Positions', 3],
      ['Balances', 2],
      [/^Armed/, 2],
    ] as const)
      await expect.poll(() => page.getByRole('heading', { name: heading, exact: true }).count()).toBe(count);
    const problems = await auditIds(page);
    expect(problems, describeViolations(problems)).toEqual([]);
    await page.close();
  });
});
