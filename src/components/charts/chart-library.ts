// lightweight-charts is its own lazy chunk (about 60 kB gz): loaded once, on the first chart a page
// shows, and shared by every chart after it (a reply with several charts asks at once).
import type * as LightweightCharts from 'lightweight-charts';

export type ChartLibrary = typeof LightweightCharts;

let library: Promise<ChartLibrary> | undefined;

export function loadChartLibrary(): Promise<ChartLibrary> {
  library ??= import('lightweight-charts').catch((error: unknown) => {
    library = undefined; // a failed chunk load can be tried again by the next chart
    throw error;
  });
  return library;
}

/** What every chart model is: built on a container outside React, torn down once. */
export interface ChartModel {
  destroy(): void;
}
