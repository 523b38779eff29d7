// Shades the bars outside the regular session (pre-market, after hours, overnight) behind a price
// series: a series primitive (lightweight-charts' plugin API) that fills one band per run of
// extended-hours bars, behind the candles.
import type {
  IChartApiBase,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';

type CanvasRenderingTarget2D = Parameters<IPrimitivePaneRenderer['draw']>[0];

export type ShadedSession = 'pre' | 'regular' | 'after' | 'overnight';

export interface SessionMark {
  time: number;
  session: ShadedSession;
}

export const SESSION_SHADES: Record<Exclude<ShadedSession, 'regular'>, string> = {
  pre: 'rgba(120, 140, 190, 0.12)',
  after: 'rgba(120, 140, 190, 0.12)',
  overnight: 'rgba(120, 120, 140, 0.18)',
};

export class SessionShading implements ISeriesPrimitive<Time> {
  private marks: readonly SessionMark[] = [];
  private chart: IChartApiBase<Time> | null = null;
  private requestUpdate: (() => void) | null = null;
  private readonly view: IPrimitivePaneView;

  constructor() {
    const renderer: IPrimitivePaneRenderer = {
      draw: () => {},
      drawBackground: (target) => this.draw(target),
    };
    this.view = { zOrder: () => 'bottom', renderer: () => renderer };
  }

  attached(param: SeriesAttachedParameter<Time>): void {
    this.chart = param.chart;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.requestUpdate = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [this.view];
  }

  setMarks(marks: readonly SessionMark[]): void {
    this.marks = marks;
    this.requestUpdate?.();
  }

  private draw(target: CanvasRenderingTarget2D): void {
    const chart = this.chart;
    if (!chart || this.marks.length === 0) return;
    const timeScale = chart.timeScale();
    const half = timeScale.options().barSpacing / 2;
    target.useBitmapCoordinateSpace(({ context, bitmapSize, horizontalPixelRatio }) => {
      let i = 0;
      const marks = this.marks;
      while (i < marks.length) {
        const session = (marks[i] as SessionMark).session;
        let j = i;
        while (j + 1 < marks.length && (marks[j + 1] as SessionMark).session === session) j++;
        if (session !== 'regular') {
          const x1 = timeScale.timeToCoordinate((marks[i] as SessionMark).time as UTCTimestamp);
          const x2 = timeScale.timeToCoordinate((marks[j] as SessionMark).time as UTCTimestamp);
          if (x1 !== null && x2 !== null) {
            context.fillStyle = SESSION_SHADES[session];
            const left = Math.round((x1 - half) * horizontalPixelRatio);
            const right = Math.round((x2 + half) * horizontalPixelRatio);
            context.fillRect(left, 0, right - left, bitmapSize.height);
          }
        }
        i = j + 1;
      }
    });
  }
}
