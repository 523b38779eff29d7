// Trading in real Chromium against the in-browser sandbox: a market buy fills and the position
// appears; a limit order rests, is replaced, then canceled (after "Cancel BUY 2 MSFT LMT …?"); cancel-all with a filter; a short sale
// of a hard-to-borrow stock refused before sending; a server rejection shown with its request_id.
// The tests run in order and share one page; after the first full load the app is only navigated
// in-app (a reload would drop the forced market-open session).
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();
const ACCOUNT = '100001';
const orderPosts: string[] = [];

beforeAll(async () => {
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/accounts\/\d+\/orders$/.test(new URL(request.url()).pathname))
      orderPosts.push(request.postData() ?? '');
  });
});

const ticket = () => page.getByRole('dialog', { name: 'Order ticket panel' });

/** Opens the ticket panel from the blotter and picks an instrument through the search. */
async function openTicketFor(symbol: string) {
  await page.getByRole('button', { name: 'New order' }).click();
  await ticket().waitFor();
  const search = ticket().getByRole('combobox', { name: 'Instrument' });
  await search.fill(symbol);
  await ticket()
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click();
  await ticket().getByRole('list', { name: 'Instrument flags' }).waitFor();
  await ticket().getByLabel(`Quote for ${symbol}`).getByText('Bid').waitFor();
}

async function closeTicket() {
  await ticket().getByRole('button', { name: 'Close ticket' }).click();
  await ticket().waitFor({ state: 'detached' });
}

/** The ticket's bid for the instrument on screen, as a number of cents. */
async function bidCents(symbol: string): Promise<number> {
  const text = (await ticket().getByLabel(`Quote for ${symbol}`).locator('dd').first().textContent()) ?? '';
  return Math.round(Number(text.split('×')[0]?.replace(/[^\d.]/g, '')) * 100);
}

async function sendReviewed() {
  await ticket().getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review order' });
  await review.waitFor();
  expect(
    await review.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
  ).toBe(true);
  expect(await review.textContent()).toContain(`#${ACCOUNT}`);
  await review.getByRole('button', { name: /^Send .* order$/ }).click();
  await review.waitFor({ state: 'detached' });
}

/** A limit buy about 4 % under the bid: inside the 5 % collar, far enough not to fill. */
async function placeRestingBuy(symbol: string, quantity: string) {
  await openTicketFor(symbol);
  await ticket().getByRole('radio', { name: 'Buy' }).check();
  await ticket().getByLabel('Order type').selectOption('LIMIT');
  await ticket()
    .getByLabel(/^Quantity/)
    .fill(quantity);
  const limit = Math.floor((await bidCents(symbol)) * 0.96) / 100;
  await ticket().getByLabel('Limit price').fill(limit.toFixed(2));
  await sendReviewed();
  await ticket()
    .getByText(/Order accepted/)
    .waitFor();
  await closeTicket();
  return limit;
}

const openRow = (symbol: string) =>
  page
    .locator('table.orders-table tbody tr')
    .filter({ has: page.getByRole('cell', { name: symbol, exact: true }) });

describe('orders (demo mode)', () => {
  it('a market buy fills and the position appears', async () => {
    await page.goto(`${appUrl}/accounts/${ACCOUNT}/orders`);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'empty-portfolio' }).click();
    await page.getByRole('button', { name: 'market-open' }).click();
    await page.goBack();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();

    await openTicketFor('AAPL');
    expect(await ticket().getByRole('combobox', { name: 'Ticket account' }).inputValue()).toBe(
      String(ACCOUNT),
    );
    await ticket().getByRole('radio', { name: 'Buy' }).check();
    await ticket().getByLabel('Order type').selectOption('MARKET');
    await ticket()
      .getByLabel(/^Quantity/)
      .fill('5');
    await sendReviewed();
    await ticket()
      .getByText(/Order accepted/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Filled: BUY 5 AAPL')
      .waitFor({ timeout: 15_000 });
    await closeTicket();

    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Positions' })
      .click();
    // The portfolio was emptied first: an AAPL row is the position this buy opened.
    await page
      .getByRole('table', { name: 'Positions' })
      .locator('tbody tr')
      .filter({ hasText: 'AAPL' })
      .first()
      .waitFor({ timeout: 15_000 });
    await page.goBack();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
  });

  it('a limit order rests, is replaced, then canceled after a confirmation in words', async () => {
    const limit = await placeRestingBuy('MSFT', '2');
    const row = openRow('MSFT');
    await row.first().waitFor();
    await row
      .first()
      .getByRole('button', { name: /Replace order/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /Replace order/ });
    const newLimit = (limit - 1).toFixed(2);
    await dialog.getByLabel('New limit price').fill(newLimit);
    await dialog.getByRole('button', { name: 'Replace order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openRow('MSFT').filter({ hasText: newLimit }).first().waitFor({ timeout: 15_000 });
    // One working MSFT order, at the new limit: the replaced one is no longer open.
    await expect.poll(() => openRow('MSFT').count(), { timeout: 15_000 }).toBe(1);
    expect(await openRow('MSFT').first().textContent()).toContain(newLimit);
    const replaced = openRow('MSFT').filter({ hasText: newLimit }).first();
    await replaced.getByRole('button', { name: /Cancel order/ }).click();
    // Settings → Trading → confirm before cancelling is on by default: the order is named in words.
    const confirm = page.getByRole('dialog', { name: `Cancel BUY 2 MSFT LMT ${newLimit}?` });
    await confirm.waitFor();
    expect(
      await confirm
        .getByRole('button', { name: 'Cancel order' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/cancel-confirm.png` });
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await openRow('MSFT').first().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await openRow('MSFT').count()).toBe(0);
  });

  it('cancel-all with a filter cancels only what it counted', async () => {
    await placeRestingBuy('MSFT', '1');
    await placeRestingBuy('KO', '3');
    await openRow('KO').first().waitFor();
    await page.getByRole('button', { name: 'Cancel all…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel all open orders' });
    await dialog.getByLabel(/Instruments/).fill('KO');
    await dialog.getByText('1 open order will be canceled').waitFor();
    await dialog.getByRole('button', { name: 'Cancel 1 order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openRow('KO').first().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await openRow('MSFT').count()).toBe(1);
  });

  it('refuses a short sale of a hard-to-borrow stock before sending', async () => {
    const postsBefore = orderPosts.length;
    await openTicketFor('GME');
    await ticket().getByRole('radio', { name: 'Sell short' }).check();
    await ticket().getByText('GME is not easy to borrow: it cannot be sold short').waitFor();
    await ticket()
      .getByLabel(/^Quantity/)
      .fill('10');
    await ticket().getByRole('button', { name: 'Review order' }).click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Review order' }).count()).toBe(0);
    expect(orderPosts.length).toBe(postsBefore);
    await closeTicket();
  });

  it("shows the server's rejection with its request_id and keeps the form", async () => {
    await openTicketFor('AAPL');
    await ticket().getByRole('radio', { name: 'Buy' }).check();
    await ticket().getByLabel('Order type').selectOption('MARKET');
    await ticket().getByLabel('Time in force').selectOption('AT_CROSSING');
    await ticket()
      .getByLabel(/^Quantity/)
      .fill('1');
    await sendReviewed();
    const alert = ticket().getByRole('alert').filter({ hasText: 'request_id' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/AT_CROSSING is not supported/);
    expect(await alert.textContent()).toMatch(/request_id: \S+/);
    expect(
      await ticket()
        .getByLabel(/^Quantity/)
        .inputValue(),
    ).toBe('1');
    expect(await ticket().getByLabel('Time in force').inputValue()).toBe('AT_CROSSING');
  });
});
