// `npm run bench:chart -- --drag`: dragging an order line on the chart (issue 29: ≥ 55 fps).
// Production build in live mode against the sandbox server (market open, quotes streaming), the
// instrument page's Chart tab at 1440×900 with the active account's resting limit order on it.
// Per round, in the page, one pointer move per animation frame for 3 s (as a browser delivers a
// mouse: coalesced to one event a frame), the pointer going up and down 120 px:
// - reference: the pointer moving over the chart without a button pressed (hover);
// - drag: the same moves after a press on the order line (the line, its label and its axis price
//   follow the pointer, one chart redraw a move), then Escape puts the line back.
// Rounds alternate reference / drag, 5 each; fps (frames / time), p95 frame interval, long tasks;
// medians, the drag / reference ratio, and the machine's noise per round. `--smoke`: one round.
import type { Page } from 'playwright-core';
import { formatNoise, isSmoke, median, noiseMeter, startBenchApp } from './app-bench';
import { summarizeFrames, type FrameRecord, type FrameSummary } from './probe';

const ACCOUNT = 100001;
const SYMBOL = 'AAPL';
const RUNS = isSmoke() ? 1 : 5;
const MS = isSmoke() ? 1500 : 3000;
const TARGET_FPS = 55;

interface LineBox {
  key: string;
  y: number;
  x: number;
}

interface Round extends FrameSummary {
  moved: boolean;
}

/** One pointer move a frame for `ms`, pressed on the line (drag) or not (hover); frames measured. */
async function moveRound(page: Page, line: LineBox, drag: boolean, ms: number): Promise<Round> {
  const { moved, ...frames } = await page.evaluate(
    ({ line, drag, ms }) =>
      new Promise<FrameRecord & { moved: boolean }>((resolve) => {
        const host = document.querySelector<HTMLElement>('[data-trading-lines]')!;
        const rect = host.getBoundingClientRect();
        const target = host.querySelector('canvas') ?? host;
        const at = (dy: number) => ({
          clientX: rect.left + line.x,
          clientY: rect.top + line.y + dy,
          pointerId: 7,
          isPrimary: true,
          button: 0,
          buttons: drag ? 1 : 0,
          bubbles: true,
          cancelable: true,
          composed: true,
        });
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longTasks.push(e.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const before = host.dataset.tradingLines;
        let moved = false;
        if (drag) target.dispatchEvent(new PointerEvent('pointerdown', at(0)));
        const frameTimes: number[] = [];
        const start = performance.now();
        const tick = (t: number) => {
          frameTimes.push(t);
          const dy = Math.sin(((t - start) / 1000) * Math.PI) * 120;
          target.dispatchEvent(new PointerEvent('pointermove', at(dy)));
          if (host.dataset.tradingLines !== before) moved = true;
          if (t - start < ms) {
            requestAnimationFrame(tick);
            return;
          }
          if (drag) {
            window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
            window.dispatchEvent(new PointerEvent('pointerup', at(dy)));
          }
          observer.disconnect();
          resolve({ frameTimes, longTasks: longTasks.length, moved });
        };
        requestAnimationFrame(tick);
      }),
    { line, drag, ms },
  );
  return { ...summarizeFrames(frames), moved };
}

export async function benchChartDrag(): Promise<void> {
  const app = await startBenchApp({ scenarios: ['market-open'] });
  try {
    const { server, appUrl, context } = app;
    const bid = Number(server.sandbox.market.quote(SYMBOL)?.bid ?? '100');
    server.sandbox.brokerage.submitOrders(ACCOUNT, [
      {
        symbol: SYMBOL,
        side: 'BUY',
        quantity: '10',
        order_type: 'LIMIT',
        time_in_force: 'DAY',
        limit_price: (Math.floor(bid * 99) / 100).toFixed(2),
      },
    ]);
    await context.addInitScript(
      ({ key, account }) =>
        localStorage.setItem('terminal.active-account.v1', JSON.stringify({ [key]: account })),
      { key: `live:${server.url.replace(/\/+$/, '')}`, account: ACCOUNT },
    );
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${appUrl}/instruments/${SYMBOL}?tab=chart`);
    await page
      .getByRole('table', { name: `Working orders in ${SYMBOL} on the chart` })
      .waitFor({ timeout: 30_000 });
    const lineBox = async (): Promise<LineBox> => {
      for (let i = 0; i < 100; i++) {
        const text = await page.locator('[data-trading-lines]').first().getAttribute('data-trading-lines');
        const line = (JSON.parse(text ?? '[]') as LineBox[]).find((l) => l.key.endsWith(':limit'));
        if (line) return line;
        await page.waitForTimeout(100);
      }
      throw new Error('no order line on the chart');
    };
    await page.waitForTimeout(1000);
    console.log(
      `chart-drag setup symbol=${SYMBOL} rounds=${RUNS}×(reference drag) ms=${MS}${isSmoke() ? ' (smoke)' : ''}`,
    );
    const rounds: Record<'reference' | 'drag', Round[]> = { reference: [], drag: [] };
    for (let i = 0; i < RUNS; i++)
      for (const mode of ['reference', 'drag'] as const) {
        const line = await lineBox();
        const noise = noiseMeter();
        const r = await moveRound(page, line, mode === 'drag', MS);
        rounds[mode].push(r);
        console.log(
          `chart-drag round run=${i + 1} mode=${mode} fps=${r.fps.toFixed(1)} p95_frame_ms=${r.p95.toFixed(1)} ` +
            `long_tasks=${r.longTasks}${mode === 'drag' ? ` line_moved=${r.moved}` : ''} ${formatNoise(noise())}`,
        );
        if (mode === 'drag' && (await page.getByRole('dialog').count()) > 0)
          throw new Error('a review opened');
      }
    const fps = (mode: 'reference' | 'drag') => median(rounds[mode].map((r) => r.fps));
    const p95 = (mode: 'reference' | 'drag') => median(rounds[mode].map((r) => r.p95));
    const spread = (mode: 'reference' | 'drag') => {
      const v = rounds[mode].map((r) => r.fps);
      return `${Math.min(...v).toFixed(1)}–${Math.max(...v).toFixed(1)}`;
    };
    console.log(
      `chart-drag drag fps=${fps('drag').toFixed(1)} (target ≥ ${TARGET_FPS}) p95_frame_ms=${p95('drag').toFixed(1)} ` +
        `reference fps=${fps('reference').toFixed(1)} p95_frame_ms=${p95('reference').toFixed(1)} ` +
        `drag/reference=${(fps('drag') / fps('reference')).toFixed(3)} noise: fps spread drag ${spread('drag')} ` +
        `reference ${spread('reference')}, every drag moved the line: ${rounds.drag.every((r) => r.moved)}`,
    );
    if (isSmoke()) console.log('chart-drag smoke: ran (timings are not asserted in CI)');
    else process.exitCode = fps('drag') >= TARGET_FPS && rounds.drag.every((r) => r.moved) ? 0 : 1;
  } finally {
    await app.close();
  }
}
