// Lines drawn on a price chart that the user can drag and close, as one lightweight-charts series
// primitive (v5 `ISeriesPrimitive`, the pattern of TradingView's user-price-lines plugin). Any
// feature draws on it through its own group of lines (orders' working orders and position, alerts'
// price alerts), so their labels never cover each other and one press is one line's.
// `hitTest` tells the chart what is under the pointer (an ns-resize cursor over a draggable line, a
// pointer over a ×). Dragging is ours: a press on a draggable line is taken from the chart (no pan)
// and the line follows the pointer until release, when its group's `onDrop` gets the price; Escape
// during the drag puts it back. Alt+click and the context menu anywhere else report a price
// (`onPricePick`, one for the chart: see chart-overlay.tsx, which offers every group's choices).
// Framework-free: the overlays give it lines (`setGroup`) and handlers; floats only place things.
import type {
  AutoscaleInfo,
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  ISeriesPrimitiveAxisView,
  PrimitiveHoveredItem,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';

import { snapPrice } from './chart-price';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

export interface ChartLineSpec {
  /** Unique on the chart (across groups): "<order id>:limit", "alert:<id>". */
  key: string;
  /** Where the chart places it (a float of the decimal price). */
  price: number;
  /** The box's text: "BUY 100 LMT 182.50". */
  label: string;
  /** The price axis label. */
  axisText: string;
  color: string;
  /** Text on `color`. */
  textColor: string;
  style: 'dashed' | 'solid' | 'dotted';
  draggable: boolean;
  cancellable: boolean;
  /** Drawn faded (a cancel or replace pending at the venue). */
  faded?: boolean;
}

/** What a group's lines do when the user acts on them. */
export interface ChartLineHandlers {
  /** A drag ended at `price` (a float under the pointer; the caller puts it on the price grid). */
  onDrop(key: string, price: number): void;
  /** The × of a line was clicked. */
  onCancel(key: string): void;
  /** The drag moved (for the benchmark and the live "old → new" readout). */
  onDragMove?(key: string, price: number): void;
}

/**
 * Alt+click or the context menu at `price`, at the pointer's page position; null when the chart has
 * no price there to read (no bars yet: the series has no price scale), so the user hears why.
 */
export type ChartPricePick = (price: number | null, at: { x: number; y: number }) => void;

interface Group {
  lines: ChartLineSpec[];
  handlers: ChartLineHandlers | null;
  /** Higher is drawn above (and hit first). */
  z: number;
}

interface Box {
  key: string;
  y: number;
  /** The label box and, after it, the × box (media pixels). */
  label: { x: number; w: number };
  close: { x: number; w: number } | null;
  draggable: boolean;
}

const FONT = '11px system-ui, -apple-system, "Segoe UI", sans-serif';
const BOX_H = 18;
const PAD = 6;
const LEFT = 8;
const CLOSE_W = 18;
const LINE_HIT = 4;
const DASH: Record<ChartLineSpec['style'], number[]> = { solid: [], dashed: [6, 4], dotted: [2, 3] };

export class ChartLinesPrimitive implements ISeriesPrimitive<Time> {
  private chart: IChartApi | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: (() => void) | null = null;
  private lines: ChartLineSpec[] = [];
  private readonly groups = new Map<string, Group>();
  /** Each line's group, for its handlers. */
  private groupOf = new Map<string, Group>();
  private ys = new Map<string, number | null>();
  private boxes: Box[] = [];
  private axisViews: ISeriesPrimitiveAxisView[] = [];
  /** The line being dragged and where it is now. */
  private drag: { key: string; price: number; pointerId: number; moved: boolean } | null = null;
  /** A line released at a price: drawn there until its group is set again (a review is open). */
  private dropped: { key: string; price: number } | null = null;
  private pressedClose: string | null = null;
  /** The lines' range when the drag began (see autoscaleInfo). */
  private dragRange: { minValue: number; maxValue: number } | null = null;
  private element: HTMLElement | null = null;
  private readonly paneView: IPrimitivePaneView;
  private readonly views: readonly IPrimitivePaneView[];

  constructor(private readonly onPricePick: ChartPricePick) {
    const renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
    this.paneView = { zOrder: () => 'top', renderer: () => renderer };
    this.views = [this.paneView];
  }

  /** The handlers of `group`'s lines (the owner's latest: they read its current state). */
  setHandlers(group: string, handlers: ChartLineHandlers): void {
    this.group(group).handlers = handlers;
  }

  /**
   * The lines of `group` (e.g. a feature's, whenever its data change; a line released by a drag is
   * drawn at its drop until its group is set again). `z`: higher groups are drawn above lower ones.
   */
  setGroup(group: string, lines: ChartLineSpec[], z?: number): void {
    const entry = this.group(group);
    if (z !== undefined) entry.z = z;
    const had = (key: string | undefined) => key !== undefined && this.groupOf.get(key) === entry;
    if (had(this.dropped?.key) || lines.some((l) => l.key === this.dropped?.key)) this.dropped = null;
    const dragged = this.drag?.key;
    if (had(dragged) && !lines.some((l) => l.key === dragged && l.draggable)) this.endDrag(false);
    entry.lines = lines;
    this.lines = [...this.groups.values()].sort((a, b) => a.z - b.z).flatMap((g) => g.lines);
    this.groupOf = new Map();
    for (const g of this.groups.values()) for (const line of g.lines) this.groupOf.set(line.key, g);
    this.rebuildAxisViews();
    this.requestUpdate?.();
  }

  private group(name: string): Group {
    let entry = this.groups.get(name);
    if (!entry) this.groups.set(name, (entry = { lines: [], handlers: null, z: 0 }));
    return entry;
  }

  private handlersOf(key: string): ChartLineHandlers | null {
    return this.groupOf.get(key)?.handlers ?? null;
  }

  /** The price a line is drawn at now (the drag's or a drop's while they last). */
  priceOf(key: string): number | undefined {
    if (this.drag?.key === key) return this.drag.price;
    if (this.dropped?.key === key) return this.dropped.price;
    return this.lines.find((l) => l.key === key)?.price;
  }

  /** The line's y in the pane (CSS pixels), or null when it is off the scale. */
  coordinateOf(key: string): number | null {
    const price = this.priceOf(key);
    return price === undefined || !this.series ? null : this.series.priceToCoordinate(price);
  }

  get dragging(): string | null {
    return this.drag?.key ?? null;
  }

  attached({ chart, series, requestUpdate }: SeriesAttachedParameter<Time>): void {
    this.chart = chart as IChartApi;
    this.series = series;
    this.requestUpdate = requestUpdate;
    const element = chart.chartElement();
    this.element = element;
    element.addEventListener('pointerdown', this.onPointerDown, true);
    element.addEventListener('contextmenu', this.onContextMenu);
    element.addEventListener('click', this.onClickCapture, true);
  }

  detached(): void {
    this.endDrag(false);
    const element = this.element;
    element?.removeEventListener('pointerdown', this.onPointerDown, true);
    element?.removeEventListener('contextmenu', this.onContextMenu);
    element?.removeEventListener('click', this.onClickCapture, true);
    if (element) delete element.dataset.tradingLines;
    this.published = '';
    this.element = null;
    this.chart = null;
    this.series = null;
    this.requestUpdate = null;
  }

  updateAllViews(): void {
    const series = this.series;
    this.ys.clear();
    if (!series) return;
    for (const line of this.lines) this.ys.set(line.key, series.priceToCoordinate(this.priceOf(line.key)!));
  }

  /**
   * The price scale takes the lines in: a working order or the position far from the candles is
   * still on the chart (the scale widens to it), never silently off screen. A line being dragged
   * keeps the range it started with, so the scale does not run away under the pointer.
   */
  autoscaleInfo(): AutoscaleInfo | null {
    if (this.lines.length === 0) return null;
    if (this.drag && this.dragRange) return { priceRange: this.dragRange };
    let minValue = Infinity;
    let maxValue = -Infinity;
    for (const line of this.lines) {
      if (this.drag?.key === line.key) continue;
      const price = this.priceOf(line.key) ?? line.price;
      if (price < minValue) minValue = price;
      if (price > maxValue) maxValue = price;
    }
    return Number.isFinite(minValue) ? { priceRange: { minValue, maxValue } } : null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  priceAxisViews(): readonly ISeriesPrimitiveAxisView[] {
    return this.axisViews;
  }

  hitTest(x: number, y: number): PrimitiveHoveredItem | null {
    const hit = this.hit(x, y);
    if (!hit) return null;
    return {
      externalId: hit.key,
      zOrder: 'top',
      cursorStyle: hit.part === 'close' ? 'pointer' : hit.draggable ? 'ns-resize' : 'default',
      hitTestPriority: 1,
    };
  }

  // -------------------------------------------------------------------------------------------

  private rebuildAxisViews(): void {
    this.axisViews = this.lines.map((line) => ({
      coordinate: () => this.coordinateOf(line.key) ?? -1000,
      text: () =>
        this.drag?.key === line.key ? (snapPrice(this.drag.price) ?? line.axisText) : line.axisText,
      textColor: () => line.textColor,
      backColor: () => line.color,
      visible: () => this.coordinateOf(line.key) !== null,
    }));
  }

  private hit(x: number, y: number): { key: string; part: 'line' | 'close'; draggable: boolean } | null {
    // The topmost first: later boxes are drawn over earlier ones.
    for (let i = this.boxes.length - 1; i >= 0; i -= 1) {
      const box = this.boxes[i]!;
      const inRow = Math.abs(y - box.y) <= BOX_H / 2;
      if (inRow && box.close && x >= box.close.x && x <= box.close.x + box.close.w)
        return { key: box.key, part: 'close', draggable: box.draggable };
      if (inRow && x >= box.label.x && x <= box.label.x + box.label.w)
        return { key: box.key, part: 'line', draggable: box.draggable };
      if (Math.abs(y - box.y) <= LINE_HIT) return { key: box.key, part: 'line', draggable: box.draggable };
    }
    return null;
  }

  /** The pointer's place in the pane (CSS pixels), from a DOM event. */
  private local(event: MouseEvent): { x: number; y: number } | null {
    const element = this.element;
    const chart = this.chart;
    if (!element || !chart) return null;
    const rect = element.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const pane = chart.paneSize();
    if (x < 0 || y < 0 || x > pane.width || y > pane.height) return null;
    return { x, y };
  }

  private readonly onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const at = this.local(event);
    if (!at || !this.series) return;
    const hit = this.hit(at.x, at.y);
    if (hit?.part === 'close') {
      // Taken from the chart (preventDefault on pointerdown also stops the mouse events it pans on).
      event.preventDefault();
      event.stopPropagation();
      this.pressedClose = hit.key;
      window.addEventListener('pointerup', this.onCloseUp, true);
      return;
    }
    if (hit?.draggable) {
      event.preventDefault();
      event.stopPropagation();
      const price = this.priceOf(hit.key);
      if (price === undefined) return;
      this.dragRange = this.autoscaleInfo()?.priceRange ?? null;
      this.drag = { key: hit.key, price, pointerId: event.pointerId, moved: false };
      this.dropped = null;
      this.chart?.applyOptions({ handleScroll: false, handleScale: false });
      if (this.element) this.element.style.cursor = 'ns-resize';
      window.addEventListener('pointermove', this.onPointerMove, true);
      window.addEventListener('pointerup', this.onPointerUp, true);
      window.addEventListener('pointercancel', this.onPointerCancel, true);
      window.addEventListener('keydown', this.onKeyDown, true);
      return;
    }
    if (!hit && event.altKey) {
      event.preventDefault();
      event.stopPropagation();
      this.onPricePick(this.series.coordinateToPrice(at.y), { x: event.clientX, y: event.clientY });
    }
  };

  /** A click that was a drag or a × press does not also reach the chart's click subscribers. */
  private readonly onClickCapture = (event: MouseEvent) => {
    if (event.altKey) event.stopPropagation();
  };

  private readonly onContextMenu = (event: MouseEvent) => {
    const at = this.local(event);
    if (!at || !this.series) return;
    event.preventDefault();
    this.onPricePick(this.series.coordinateToPrice(at.y), { x: event.clientX, y: event.clientY });
  };

  private readonly onPointerMove = (event: PointerEvent) => {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId || !this.series || !this.element) return;
    const rect = this.element.getBoundingClientRect();
    const pane = this.chart?.paneSize();
    const y = Math.max(0, Math.min(pane?.height ?? rect.height, event.clientY - rect.top));
    const price = this.series.coordinateToPrice(y);
    if (price === null || price <= 0) return;
    drag.price = price;
    drag.moved = true;
    this.handlersOf(drag.key)?.onDragMove?.(drag.key, price);
    this.requestUpdate?.();
  };

  private readonly onPointerUp = (event: PointerEvent) => {
    if (!this.drag || event.pointerId !== this.drag.pointerId) return;
    this.endDrag(true);
  };

  private readonly onPointerCancel = () => this.endDrag(false);

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.drag) return;
    event.preventDefault();
    event.stopPropagation();
    this.endDrag(false);
  };

  private readonly onCloseUp = (event: PointerEvent) => {
    window.removeEventListener('pointerup', this.onCloseUp, true);
    const key = this.pressedClose;
    this.pressedClose = null;
    const at = this.local(event);
    const hit = at ? this.hit(at.x, at.y) : null;
    if (key && hit?.key === key && hit.part === 'close') this.handlersOf(key)?.onCancel(key);
  };

  private endDrag(drop: boolean): void {
    const drag = this.drag;
    window.removeEventListener('pointermove', this.onPointerMove, true);
    window.removeEventListener('pointerup', this.onPointerUp, true);
    window.removeEventListener('pointercancel', this.onPointerCancel, true);
    window.removeEventListener('keydown', this.onKeyDown, true);
    if (!drag) return;
    this.drag = null;
    this.chart?.applyOptions({ handleScroll: true, handleScale: true });
    if (this.element) this.element.style.cursor = '';
    if (drop && drag.moved) {
      this.dropped = { key: drag.key, price: drag.price };
      this.handlersOf(drag.key)?.onDrop(drag.key, drag.price);
    }
    this.requestUpdate?.();
  }

  /**
   * Where each line and its × are, on the chart element as `data-trading-lines` (JSON of
   * `{ key, y, x, closeX }` in CSS pixels of the pane): what the e2e tests and the benchmark aim the
   * pointer at. Written only when it changes.
   */
  private published = '';
  private publish(boxes: readonly Box[]): void {
    const text = JSON.stringify(
      boxes.map((b) => ({
        key: b.key,
        y: Math.round(b.y),
        x: Math.round(b.label.x + b.label.w / 2),
        closeX: b.close ? Math.round(b.close.x + b.close.w / 2) : null,
      })),
    );
    if (text === this.published || !this.element) return;
    this.published = text;
    this.element.dataset.tradingLines = text;
  }

  private draw(target: DrawTarget): void {
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      const boxes: Box[] = [];
      ctx.save();
      ctx.font = FONT;
      ctx.textBaseline = 'middle';
      for (const line of this.lines) {
        const y = this.ys.get(line.key);
        if (y === null || y === undefined) continue;
        const active = this.drag?.key === line.key || this.dropped?.key === line.key;
        const yy = Math.round(y) + 0.5;
        ctx.globalAlpha = line.faded && !active ? 0.55 : 1;
        ctx.strokeStyle = line.color;
        ctx.lineWidth = active ? 2 : 1;
        ctx.setLineDash(DASH[line.style]);
        ctx.beginPath();
        ctx.moveTo(0, yy);
        ctx.lineTo(mediaSize.width, yy);
        ctx.stroke();
        ctx.setLineDash([]);

        const labelW = Math.ceil(ctx.measureText(line.label).width) + PAD * 2;
        const top = Math.round(y - BOX_H / 2);
        // Lines closer than a label's height: the later label moves right of the one it would cover.
        let left = LEFT;
        for (const other of boxes)
          if (Math.abs(other.y - y) < BOX_H)
            left = Math.max(
              left,
              (other.close ? other.close.x + other.close.w : other.label.x + other.label.w) + 6,
            );
        ctx.fillStyle = line.color;
        ctx.fillRect(left, top, labelW, BOX_H);
        ctx.fillStyle = line.textColor;
        ctx.fillText(line.label, left + PAD, top + BOX_H / 2 + 0.5);
        let close: Box['close'] = null;
        if (line.cancellable) {
          const x = left + labelW + 2;
          ctx.fillStyle = line.color;
          ctx.fillRect(x, top, CLOSE_W, BOX_H);
          ctx.strokeStyle = line.textColor;
          ctx.lineWidth = 1.5;
          ctx.beginPath();
          ctx.moveTo(x + 5.5, top + 5.5);
          ctx.lineTo(x + CLOSE_W - 5.5, top + BOX_H - 5.5);
          ctx.moveTo(x + CLOSE_W - 5.5, top + 5.5);
          ctx.lineTo(x + 5.5, top + BOX_H - 5.5);
          ctx.stroke();
          close = { x, w: CLOSE_W };
        }
        boxes.push({ key: line.key, y, label: { x: left, w: labelW }, close, draggable: line.draggable });
      }
      ctx.restore();
      this.boxes = boxes;
      this.publish(boxes);
    });
  }
}
