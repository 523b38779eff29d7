// Where a chart's lines are (order lines, the position, alert lines), as the chart's line layer
// publishes them on its element (`data-trading-lines`: key, y, label centre x, × centre x in the
// pane's CSS pixels): what the chart e2e tests aim the mouse at.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface LineBox {
  key: string;
  y: number;
  x: number;
  closeX: number | null;
}

export function chartLines(page: Page) {
  const chartElement = () => page.locator('[data-trading-lines]').first();
  const lineBoxes = async (): Promise<LineBox[]> => {
    const text = await chartElement().getAttribute('data-trading-lines');
    return text ? (JSON.parse(text) as LineBox[]) : [];
  };
  /** The first line whose key starts with `prefix` ("<order id>:", "alert:"), once it is drawn. */
  const waitForLine = async (prefix: string): Promise<LineBox> => {
    let found: LineBox | undefined;
    await expect
      .poll(async () => (found = (await lineBoxes()).find((l) => l.key.startsWith(prefix))), {
        timeout: 15_000,
      })
      .toBeTruthy();
    return found!;
  };
  /** Page coordinates of a point of the chart's pane. */
  const pagePoint = async (x: number, y: number) => {
    const box = await chartElement().boundingBox();
    if (!box) throw new Error('no chart');
    return { x: box.x + x, y: box.y + y };
  };
  return { chartElement, lineBoxes, waitForLine, pagePoint };
}
