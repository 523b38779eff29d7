// Trading on the chart, for the active account: the working orders of the symbol as draggable lines
// (a drag opens the replace review, the × cancels with the "Confirm before cancelling" setting), the
// position at its average price with the live unrealized P&L, today's executions as markers, and
// Alt+click / the context menu to open the ticket at a price. The same orders are listed as rows
// beside the chart (Modify with a price field, Cancel), so the keyboard and screen readers can do
// everything the mouse can. It is a chart overlay (components/charts/chart-overlay.tsx): the route
// hands it to the screen that draws the chart, so the two features never import each other; its
// lines are two groups of the chart's shared layer ('orders', and 'position' under them), and its
// four orders join the chart's price menu.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '@/api/resources/orders';
import type { ChartOverlayProps } from '@/components/charts/chart-overlay';
import type { ChartLayer } from '@/components/charts/chart-layer';
import type { PricePick } from '@/components/charts/chart-price-menu';
import type { ChartLineHandlers, ChartLineSpec } from '@/components/charts/chart-lines';
import { chartPrice, snapPrice } from '@/components/charts/chart-price';
import { themeColor } from '@/components/charts/chart-theme';
import { DrawCadence } from '@/components/charts/draw-cadence';
import { ErrorPanel } from '@/components/error-panel';
import { DecimalField } from '@/components/form/fields';
import { useActivePositions } from '@/components/positions/active-positions';
import type { Position } from '@/api/schemas/positions';
import { useActiveAccountId } from '@/domain/active-account';
import { compare } from '@/domain/decimal/exact';
import { formatPrice } from '@/domain/decimal/format';
import { marketDate } from '@/lib/market-time';
import { useLiveClient, useQuote } from '@/live/hooks';
import { normalizeSymbol } from '@/live/client';
import { blotterRefetchInterval } from '../lib/blotter-queries';
import { newYorkLocalToUtc } from '../lib/market-local-time';
import { OPEN_STATUSES } from '../lib/order-status';
import { checkPrice } from '../lib/price-grid';
import { useCancelFlow } from '../blotter/cancel-order';
import { useExecutionMarkers } from './execution-markers';
import {
  executionMarkersOf,
  orderLinesOf,
  positionLineOf,
  type OrderLine,
  type PositionLine,
} from './order-lines';
import { OrderLineRows } from './order-line-rows';
import { orderPriceChoices } from './order-price-choices';
import { ReplaceReview } from './replace-review';
import './chart-trading.css';

/** A line shown at a price other than the server's: its review is open, or its replace was accepted. */
interface Held {
  price: string;
  phase: 'review' | 'sent';
  /** The order's updated_at when the replace was accepted: a newer order settles it. */
  updatedAt: string;
}

const ON_COLOR = '#ffffff';

/** The price the chart values a position at: the last trade, else the midpoint. */
function livePriceOf(
  quote: { last_price?: string; bid?: string; ask?: string } | undefined,
): string | undefined {
  return quote?.last_price ?? undefined;
}

export function ChartTrading({ symbol: rawSymbol, host, layer }: ChartOverlayProps) {
  const symbol = normalizeSymbol(rawSymbol);
  const accountId = useActiveAccountId();
  const client = useLiveClient();
  useEffect(() => client.subscribe(symbol), [client, symbol]);
  // The last price is read when it is needed (a price menu's choices), not rendered here: this
  // component does not render per tick; the parts that show the live price subscribe themselves.
  const lastPrice = () => livePriceOf(client.store.getState().quotes[symbol]);

  const ordersQuery = useQuery({
    ...orderQueries.list(accountId ?? 0, { symbol, status: OPEN_STATUSES, page_size: 1000 }),
    enabled: accountId !== undefined,
    refetchInterval: (query) => blotterRefetchInterval(query.state.data, query.state.status === 'error'),
  });
  const today = marketDate();
  const executionsQuery = useQuery({
    ...orderQueries.executions(accountId ?? 0, {
      from: newYorkLocalToUtc(`${today}T00:00`),
      page_size: 1000,
    }),
    enabled: accountId !== undefined,
  });
  const positions = useActivePositions();
  const position = accountId === undefined ? undefined : positions.find({ symbol });

  const lines = useMemo(
    () => (accountId === undefined ? [] : orderLinesOf(ordersQuery.data?.data ?? [], symbol)),
    [accountId, ordersQuery.data, symbol],
  );
  const markers = useMemo(
    () => executionMarkersOf(executionsQuery.data?.data ?? [], symbol, today),
    [executionsQuery.data, symbol, today],
  );

  const [heldState, setHeld] = useState<Record<string, Held>>({});
  // A held price settles once the server's order moved on (a replace confirmed makes a new order; a
  // refused one leaves the old price): the line shows what the server says again.
  const held = useMemo(() => unsettled(heldState, lines), [heldState, lines]);
  const [review, setReview] = useState<{ line: OrderLine; price: string } | null>(null);
  const cancel = useCancelFlow(accountId ?? 0);

  const hold = (key: string, value: Held | null) =>
    setHeld((current) => {
      const next = { ...current };
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });

  const shownPrice = (line: OrderLine) => held[line.key]?.price ?? line.price;

  const openReview = (line: OrderLine, price: string) => {
    hold(line.key, { price, phase: 'review', updatedAt: line.order.updated_at });
    setReview({ line, price });
  };

  // The chart: the symbol's lines in the chart's layer, drawn whenever the chart is there.
  const handlers: ChartLineHandlers = {
    onDrop: (key, value) => {
      const line = lines.find((l) => l.key === key);
      const price = snapPrice(value);
      if (!line || !price || compare(price, line.price) === 0) {
        layer.setLines('orders', orderSpecs(lines, held)); // back where it was
        return;
      }
      openReview(line, price);
    },
    onCancel: (key) => {
      const line = lines.find((l) => l.key === key);
      if (line) cancel.request(line.order);
    },
  };
  // The layer calls the latest handlers and choices (they read this render's lines, held prices, last).
  useLayoutEffect(() => {
    layer.setHandlers('orders', handlers);
    layer.offer('orders', (price) => orderPriceChoices(symbol, price, lastPrice()));
  });
  useLayerGroups(layer);
  useEffect(() => {
    layer.setLines('orders', orderSpecs(lines, held), 2);
  }, [layer, lines, held]);
  useExecutionMarkers(host, markers);

  const noAccount = accountId === undefined;
  return (
    <section className="chart-overlay-section chart-trading" aria-label={`Trading ${symbol} on the chart`}>
      <h3 className="chart-overlay-title">
        Orders on the chart{accountId !== undefined && <span className="muted"> · account {accountId}</span>}
      </h3>
      {noAccount ? (
        <p className="muted">Choose an account in the header to see its orders and position on the chart.</p>
      ) : ordersQuery.isError ? (
        <ErrorPanel
          error={ordersQuery.error}
          context={`Loading the working orders in ${symbol}`}
          onRetry={() => void ordersQuery.refetch()}
        />
      ) : ordersQuery.isPending ? (
        <p className="muted">Loading the working orders…</p>
      ) : lines.length === 0 ? (
        <p className="muted" data-testid="no-order-lines">
          No working orders in {symbol}.
        </p>
      ) : (
        <OrderLineRows
          symbol={symbol}
          lines={lines}
          shownPrice={shownPrice}
          onModify={openReview}
          onCancel={(line) => cancel.request(line.order)}
          cancellingId={cancel.sendingId}
        />
      )}
      {position && <PositionOnChart position={position} symbol={symbol} layer={layer} />}
      {!noAccount && markers.length > 0 && (
        <p className="muted chart-overlay-note">
          Today&apos;s executions in {symbol}: {markers.length} (marked on the chart) ·{' '}
          {markers
            .slice(-3)
            .map((m) => m.text)
            .join(' · ')}
        </p>
      )}
      <OrderAtPrice symbol={symbol} onPick={(pick) => layer.openMenu(pick)} />
      <p className="muted chart-overlay-note">
        Drag a line to move its order, × cancels it. Alt+click or right-click the chart to order at a price.
      </p>
      {review && accountId !== undefined && (
        <ReplaceReview
          accountId={accountId}
          line={review.line}
          price={review.price}
          onBack={() => {
            hold(review.line.key, null);
            setReview(null);
          }}
          onSent={() => {
            hold(review.line.key, {
              price: review.price,
              phase: 'sent',
              updatedAt: review.line.order.updated_at,
            });
            setReview(null);
          }}
          onRejected={() => hold(review.line.key, null)}
        />
      )}
      {cancel.dialog}
    </section>
  );
}

/**
 * The position's line on the chart and in words under the rows, valued at the live price: the one
 * part of chart trading that renders per tick, and only while there is a position.
 */
function PositionOnChart({
  position,
  symbol,
  layer,
}: {
  position: Position;
  symbol: string;
  layer: ChartOverlayProps['layer'];
}) {
  const line = positionLineOf(position, useQuote(symbol, livePriceOf));
  useEffect(() => {
    layer.setLines('position', positionSpecs(line), 1);
  }, [layer, line?.price, line?.pnlText, line?.label]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => layer.setLines('position', [], 1), [layer]);
  return line && <PositionSummary line={line} symbol={symbol} />;
}

/** The position in words under the rows (the chart shows the same on its line). */
function PositionSummary({ line, symbol }: { line: PositionLine; symbol: string }) {
  return (
    <p className="chart-trading-position" data-testid="chart-position">
      Position {symbol}: {line.label}
      {line.pnlText && (
        <>
          {' '}
          · unrealized{' '}
          <span className={line.sign > 0 ? 'up' : line.sign < 0 ? 'down' : undefined}>{line.pnlText}</span>
        </>
      )}
    </p>
  );
}

/** The keyboard's Alt+click: a price typed, then the same four choices. */
function OrderAtPrice({ symbol, onPick }: { symbol: string; onPick: (pick: PricePick) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const client = useLiveClient();
  // While the user is in the field, the live price is its hint, written to the input at the live
  // charts' cadence (no React render per tick; React never sets this placeholder). Not while the
  // field is idle: a changing placeholder repaints the page around it on every change.
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!focused || !input) return undefined;
    const cadence = new DrawCadence(() => {
      const last = livePriceOf(client.store.getState().quotes[symbol]);
      const hint = last ? formatPrice(last) : '';
      if (input.placeholder !== hint) input.placeholder = hint;
    });
    cadence.request(true);
    const stop = client.store.subscribe((state, previous) => {
      if (state.quotes[symbol] !== previous.quotes[symbol]) cadence.request();
    });
    return () => {
      stop();
      cadence.cancel();
      input.placeholder = '';
    };
  }, [client, symbol, focused]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPrice(text, 'Price');
    if (checked.error || !checked.value) {
      setError(checked.error);
      return;
    }
    const rect = event.currentTarget.getBoundingClientRect();
    onPick({ price: checked.value.toFixed(), x: rect.left, y: rect.bottom + 4 });
  };
  return (
    <form className="line-price-form" onSubmit={submit} aria-label={`New order in ${symbol} at a price`}>
      <DecimalField
        label="Order at a price"
        value={text}
        error={error}
        ref={inputRef}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <button type="submit">Choose order…</button>
    </form>
  );
}

// -------------------------------------------------------------------------------------------------

function unsettled(held: Record<string, Held>, lines: readonly OrderLine[]): Record<string, Held> {
  let changed = false;
  const next: Record<string, Held> = {};
  for (const [key, h] of Object.entries(held)) {
    const line = lines.find((l) => l.key === key);
    if (
      h.phase === 'sent' &&
      (!line || (line.pending !== 'replace' && line.order.updated_at !== h.updatedAt))
    )
      changed = true;
    else next[key] = h;
  }
  return changed ? next : held;
}

function orderSpecs(lines: readonly OrderLine[], held: Record<string, Held>): ChartLineSpec[] {
  const up = themeColor('--up');
  const down = themeColor('--down');
  return lines.flatMap((line) => {
    const h = held[line.key];
    const price = chartPrice(h?.price ?? line.price);
    if (price === null) return [];
    const shown = h?.price ?? line.price;
    const suffix =
      line.pending === 'cancel'
        ? ' · cancelling'
        : line.pending === 'replace' || h?.phase === 'sent'
          ? ' · replacing'
          : '';
    const label = h ? line.label.replace(/\S+$/, formatPrice(shown)) : line.label;
    return [
      {
        key: line.key,
        price,
        label: `${label}${suffix}`,
        axisText: formatPrice(shown),
        color: line.side === 'BUY' ? up : down,
        textColor: ON_COLOR,
        style: 'dashed',
        draggable: line.field !== null && line.pending === null && h === undefined,
        cancellable: line.pending !== 'cancel',
        faded: line.pending !== null || h?.phase === 'sent',
      } satisfies ChartLineSpec,
    ];
  });
}

function positionSpecs(line: PositionLine | null): ChartLineSpec[] {
  if (!line) return [];
  const price = chartPrice(line.price);
  if (price === null) return [];
  const color =
    line.sign > 0 ? themeColor('--up') : line.sign < 0 ? themeColor('--down') : themeColor('--accent');
  return [
    {
      key: 'position',
      price,
      label: `${line.label}${line.pnlText ? ` · P&L ${line.pnlText}` : ''}`,
      axisText: formatPrice(line.price),
      color,
      textColor: ON_COLOR,
      style: 'solid',
      draggable: false,
      cancellable: false,
    },
  ];
}

/** The orders' groups and price choices leave the chart's layer with the overlay. */
function useLayerGroups(layer: ChartLayer) {
  useEffect(
    () => () => {
      layer.setLines('orders', []);
      layer.setLines('position', []);
      layer.offer('orders', null);
    },
    [layer],
  );
}
