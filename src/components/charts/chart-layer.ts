// What a chart with overlays shares between them (chart-overlay.tsx): one line layer (the
// ChartLinesPrimitive, where each overlay draws its own group of lines) and one price menu (each
// overlay offers its choices at a picked price: orders "Buy limit at X", alerts "Alert at X").
// It lives as long as the chart's frame; the frame attaches its primitive to whichever series the
// chart has now (a timeframe switch replaces it), so overlays set their lines once and never attach.
import { ChartLinesPrimitive, type ChartLineHandlers, type ChartLineSpec } from './chart-lines';
import { snapPrice } from './chart-price';
import type { PriceMenuChoice, PricePick } from './chart-price-menu';

export type PriceChoices = (price: string) => PriceMenuChoice[];

export class ChartLayer {
  readonly primitive: ChartLinesPrimitive;
  private readonly offers = new Map<string, PriceChoices>();
  private menuListener: ((pick: PricePick | null) => void) | null = null;

  constructor() {
    this.primitive = new ChartLinesPrimitive((value, at) => {
      const price = value === null ? null : snapPrice(value);
      if (price) this.openMenu({ price, x: at.x, y: at.y });
      // Said, not ignored: no bars yet (no price scale), or a point below zero on the scale.
      else
        this.openMenu({ price: null, reason: value === null ? 'no-bars' : 'not-a-price', x: at.x, y: at.y });
    });
  }

  /** Draws `lines` as `group` (replacing its lines); `z`: higher groups are drawn above. */
  setLines(group: string, lines: ChartLineSpec[], z?: number): void {
    this.primitive.setGroup(group, lines, z);
  }

  setHandlers(group: string, handlers: ChartLineHandlers): void {
    this.primitive.setHandlers(group, handlers);
  }

  /** What `group` offers in the price menu (null: nothing any more). */
  offer(group: string, choices: PriceChoices | null): void {
    if (choices) this.offers.set(group, choices);
    else this.offers.delete(group);
  }

  /** Every group's choices at `price`, in the order the groups first offered (none without a price). */
  choicesAt(price: string | null): PriceMenuChoice[] {
    if (price === null) return [];
    return [...this.offers.values()].flatMap((choices) => choices(price));
  }

  /** Opens the price menu (Alt+click and the context menu do; so does a price typed beside the chart). */
  openMenu(pick: PricePick): void {
    this.menuListener?.(pick);
  }

  /** The frame hears menu requests (one listener: the frame that renders the menu). */
  onMenu(listener: (pick: PricePick | null) => void): () => void {
    this.menuListener = listener;
    return () => {
      if (this.menuListener === listener) this.menuListener = null;
    };
  }
}
