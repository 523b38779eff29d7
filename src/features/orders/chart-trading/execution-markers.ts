// Today's executions as markers on the chart's price series (buys below the price, sells above).
//
// The library's markers plugin asks for a full chart update whenever its series' data change: with
// it attached, every live candle update redrew the chart twice (layout, then again for the pane
// heights it re-applies) and the quote monitor's chart cost about twice its drawing time
// (bench:quotes --trace, issue 27). So the plugin is attached only while there are executions to
// mark, and detached when there are none again.
import { useEffect, useRef } from 'react';
import type { PriceChartHost } from '@/components/charts/chart-overlay';
import { themeColor } from '@/components/charts/chart-theme';
import type { ExecutionMarker } from './order-lines';

interface AttachedMarkers {
  host: PriceChartHost;
  set: (markers: unknown[]) => void;
}

export function useExecutionMarkers(host: PriceChartHost | null, markers: readonly ExecutionMarker[]) {
  const api = useRef<AttachedMarkers | null>(null);
  const any = markers.length > 0;
  useEffect(() => {
    if (!host || !any) return undefined;
    const plugin = host.library.createSeriesMarkers(host.series, []);
    api.current = { host, set: (m) => plugin.setMarkers(m as Parameters<typeof plugin.setMarkers>[0]) };
    return () => {
      api.current = null;
      try {
        plugin.detach();
      } catch {
        // The chart went first.
      }
    };
  }, [host, any]);
  useEffect(() => {
    if (!host || api.current?.host !== host) return;
    const up = themeColor('--up');
    const down = themeColor('--down');
    api.current.set(
      markers.map((m) => ({
        id: m.id,
        time: m.time,
        position: m.side === 'BUY' ? 'belowBar' : 'aboveBar',
        shape: m.side === 'BUY' ? 'arrowUp' : 'arrowDown',
        color: m.side === 'BUY' ? up : down,
        text: m.label,
      })),
    );
  }, [host, markers, any]);
}
