// How often a live chart redraws: at most once per animation frame and four times a second, for
// every chart that follows the quote stream (the tick chart and the candle chart alike).
//
// Each redraw repaints the library's canvases (pane, price and time axes) and has them composited
// again: on a busy quote board (the quote benchmark, 5,000 quotes/s) redrawing on every frame the
// symbol ticked cost the board about a third of its frames, and at 20,000/s the candle chart that
// did so cost the monitor 1.2× the main thread of the tick chart that did not (issue 27). Every
// update still reaches the chart's data; only the drawing is batched.

export const DRAW_INTERVAL_MS = 250;

export class DrawCadence {
  private frame: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastDrawAt = -Infinity;

  constructor(private readonly draw: () => void) {}

  /**
   * Asks for a draw: at the next animation frame once DRAW_INTERVAL_MS has passed since the last one.
   * `soon` skips the interval (the user's own change, such as a new timeframe, shows at once).
   */
  request(soon = false): void {
    if (this.frame !== null) return;
    if (soon && this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.timer !== null) return;
    const wait = soon ? 0 : this.lastDrawAt + DRAW_INTERVAL_MS - performance.now();
    if (wait <= 0) this.frame = requestAnimationFrame(this.run);
    else
      this.timer = setTimeout(() => {
        this.timer = null;
        this.frame = requestAnimationFrame(this.run);
      }, wait);
  }

  /** Records a draw made outside the cadence (e.g. the first one), so the next waits its turn. */
  drew(): void {
    this.lastDrawAt = performance.now();
  }

  cancel(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    if (this.timer !== null) clearTimeout(this.timer);
    this.frame = null;
    this.timer = null;
  }

  private readonly run = () => {
    this.frame = null;
    this.lastDrawAt = performance.now();
    this.draw();
  };
}
