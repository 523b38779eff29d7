// The slot a price chart offers to what another feature draws on it (orders' chart trading today),
// so the chart's feature and the orders feature never import each other: the route composes them
// (src/routes/instruments.$instrument.tsx passes the orders overlay into the instrument screen).
// The host is null until the chart (a lazy chunk) is built, and again after it is torn down; an
// overlay renders its accessible part (rows, dialogs) either way and attaches to the chart when it can.
import type { ComponentType } from 'react';
import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import type { ChartLibrary } from './chart-library';

export interface PriceChartHost {
  lib: ChartLibrary;
  chart: IChartApi;
  /** The price series (candles): primitives and markers attach to it. */
  series: ISeriesApi<SeriesType>;
}

export interface ChartOverlayProps {
  /** The chart's symbol (normalized). */
  symbol: string;
  host: PriceChartHost | null;
}

export type ChartOverlay = ComponentType<ChartOverlayProps>;
