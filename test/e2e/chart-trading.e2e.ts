// Trading on the chart in Chromium, in live mode against the sandbox server (market open): a limit
// order placed from the chart (Alt+click → "Buy limit at X" → the ticket, prefilled, sends it) shows
// as a line and a row; dragging the line with the mouse and confirming the review replaces it at the
// new price on the server; Escape (during the drag, or in the review) puts the line back; a new
// price typed in the row replaces it the same way; the line's × cancels it (after the question).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@/api/schemas/orders';
import { chartLines, type LineBox } from './chart-lines';
import { setupE2E } from './fixture';

const { appUrl, page, server, context } = setupE2E({ server: { scenarios: ['market-open'] } });
const ACCOUNT = 100001;
const SYMBOL = 'AAPL';

beforeAll(async () => {
  // The active account, as the header's switcher remembers it for this connection.
  await context.addInitScript(
    ({ key, account }) =>
      localStorage.setItem('terminal.active-account.v1', JSON.stringify({ [key]: account })),
    { key: `live:${server.url.replace(/\/+$/, '')}`, account: ACCOUNT },
  );
});

const { chartElement, lineBoxes, waitForLine: waitForPrefix, pagePoint } = chartLines(page);
const waitForLine = (orderId: string) => waitForPrefix(`${orderId}:`);

const workingOrders = (): Order[] =>
  server.sandbox.brokerage
    .listOrders(ACCOUNT, { symbol: SYMBOL })
    .filter((o) => ['NEW', 'PARTIALLY_FILLED', 'PENDING_NEW', 'PENDING_REPLACE'].includes(o.status));

const rows = () => page.getByRole('table', { name: `Working orders in ${SYMBOL} on the chart` });

async function drag(line: LineBox, dy: number, finish: 'release' | 'escape') {
  const from = await pagePoint(line.x, line.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(from.x, from.y + (dy * i) / 10);
  if (finish === 'escape') await page.keyboard.press('Escape');
  await page.mouse.up();
}

let clientOrderId = '';

describe('trading on the chart', () => {
  it('places a limit order from the chart: Alt+click opens the ticket prefilled; its line and its row appear', async () => {
    await page.goto(`${appUrl}/instruments/${SYMBOL}?tab=chart`);
    await page.getByText(/No working orders in AAPL/).waitFor({ timeout: 20_000 });
    await chartElement().waitFor();
    // The chart has a price scale to pick from once it has drawn a bar (the legend shows it): the
    // Chart tab and its library load on demand, and a loaded machine may still be drawing.
    await expect
      .poll(() => page.getByTestId('chart-legend').textContent(), { timeout: 20_000 })
      .toMatch(/ C [\d,.]+/);
    const box = await chartElement().boundingBox();
    const at = await pagePoint(200, (box?.height ?? 400) * 0.7);
    await page.keyboard.down('Alt');
    await page.mouse.click(at.x, at.y);
    await page.keyboard.up('Alt');
    const menu = page.getByRole('menu', { name: /^AAPL at / });
    await menu.waitFor();
    const item = menu.getByRole('menuitem', { name: /^Buy limit at / });
    const price = /Buy limit at ([\d,.]+)/.exec((await item.textContent()) ?? '')?.[1]?.replace(/,/g, '');
    await item.click();
    const ticket = page.getByRole('dialog', { name: 'Order ticket panel' });
    await ticket.waitFor();
    expect(await ticket.getByLabel('Limit price').inputValue()).toBe(price);
    // Nothing was sent: the ticket still asks.
    expect(workingOrders()).toHaveLength(0);
    // A price 4 % under the bid rests (the Alt+click price is near the market and might fill).
    const bid = Number(server.sandbox.market.quote(SYMBOL)?.bid);
    await ticket.getByLabel('Limit price').fill((Math.floor(bid * 96) / 100).toFixed(2));
    await ticket.getByLabel(/^Quantity/).fill('3');
    await ticket.getByRole('button', { name: 'Review order' }).click();
    const review = page.getByRole('dialog', { name: 'Review order' });
    await review.getByRole('button', { name: /^Send .* order$/ }).click();
    await ticket.getByText(/Order accepted/).waitFor({ timeout: 15_000 });
    await ticket.getByRole('button', { name: 'Close ticket' }).click();

    await expect.poll(() => workingOrders().length).toBe(1);
    const order = workingOrders()[0]!;
    clientOrderId = order.client_order_id;
    await rows().locator(`tr[data-order-id="${order.id}"]`).waitFor({ timeout: 15_000 });
    const line = await waitForLine(order.id);
    expect(line.closeX).not.toBeNull();
  });

  it('drags the line: the review shows old → new; Confirm replaces the order at that price on the server', async () => {
    const order = workingOrders()[0]!;
    const line = await waitForLine(order.id);
    await drag(line, -40, 'release');
    const review = page.getByRole('dialog', { name: /^Move BUY 3 AAPL LMT / });
    await review.waitFor();
    const next = (await review.getByTestId('replace-review-new').textContent())!.replace(/,/g, '');
    expect(Number(next)).toBeGreaterThan(Number(order.limit_price));
    await review.getByRole('button', { name: `Confirm ${next}` }).click();
    await review.waitFor({ state: 'detached' });
    await expect
      .poll(
        () =>
          workingOrders().find((o) => o.client_order_id === clientOrderId && o.status === 'NEW')?.limit_price,
        {
          timeout: 15_000,
        },
      )
      .toBe(next);
  });

  it('Escape puts the line back: during the drag, and in the review', async () => {
    await expect.poll(() => workingOrders().every((o) => o.status === 'NEW')).toBe(true);
    const order = workingOrders()[0]!;
    const line = await waitForLine(order.id);

    await drag(line, 50, 'escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(async () => (await waitForLine(order.id)).y).toBe(line.y);

    await drag(line, 50, 'release');
    const review = page.getByRole('dialog', { name: /^Move BUY 3 AAPL LMT / });
    await review.waitFor();
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });
    await expect.poll(async () => (await waitForLine(order.id)).y).toBe(line.y);
    expect(server.sandbox.brokerage.getOrder(ACCOUNT, order.id)).toMatchObject({
      status: 'NEW',
      limit_price: order.limit_price,
    });
  });

  it('a price typed in the row replaces the order the same way', async () => {
    const order = workingOrders()[0]!;
    const row = rows().locator(`tr[data-order-id="${order.id}"]`);
    await row.getByRole('button', { name: /^Modify / }).click();
    const next = (Number(order.limit_price) - 0.5).toFixed(2);
    await page.getByLabel('New limit price').fill(next);
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: /^Move BUY 3 AAPL LMT / });
    await review.getByRole('button', { name: `Confirm ${next}` }).click();
    await expect
      .poll(
        () =>
          workingOrders().find((o) => o.client_order_id === clientOrderId && o.status === 'NEW')?.limit_price,
        {
          timeout: 15_000,
        },
      )
      .toBe(next);
  });

  it('the × cancels the order after the question', async () => {
    await expect.poll(() => workingOrders().every((o) => o.status === 'NEW'), { timeout: 15_000 }).toBe(true);
    const order = workingOrders()[0]!;
    const line = await waitForLine(order.id);
    const at = await pagePoint(line.closeX!, line.y);
    await page.mouse.click(at.x, at.y);
    const question = page.getByRole('dialog', { name: /^Cancel BUY 3 AAPL LMT / });
    await question.getByRole('button', { name: 'Cancel order' }).click();
    await expect
      .poll(() => server.sandbox.brokerage.getOrder(ACCOUNT, order.id).status, { timeout: 15_000 })
      .toBe('CANCELED');
    await page.getByText(/No working orders in AAPL/).waitFor({ timeout: 15_000 });
    expect(await lineBoxes()).toEqual([]);
  });
});
