// The benchmark's peer (bench only, never in the app bundle): the same 500-symbol board in a plain
// AG Grid Community grid, fed by the same L1 bench server and measured by the same in-page probe
// (window.__l1Bench). It follows AG Grid's documented high-frequency path: row ids (getRowId), one
// applyTransaction per animation frame with the latest quote per symbol, the built-in cell flash,
// and the grid's own row virtualization (only visible rows are in the DOM).
/* global window, document, location, requestAnimationFrame, agGrid */
'use strict';

const params = new URLSearchParams(location.search);
const symbols = (params.get('symbols') || '').split(',').filter(Boolean);
const wsUrl = params.get('ws');

const rows = symbols.map((symbol) => ({
  symbol,
  bid: null,
  ask: null,
  last: null,
  previousClose: null,
  volume: null,
  receivedAt: 0,
}));
const bySymbol = new Map(rows.map((row) => [row.symbol, row]));

const price = (p) => (p.value == null ? '—' : p.value.toFixed(2));
const change = (row) => (row.last == null || row.previousClose == null ? null : row.last - row.previousClose);
const signed = (n, suffix) => (n == null ? '—' : `${n > 0 ? '+' : ''}${n.toFixed(2)}${suffix}`);
const volumeFormat = new Intl.NumberFormat('en-US');
const flash = { enableCellChangeFlash: true, type: 'rightAligned' };

const columnDefs = [
  { field: 'symbol', headerName: 'Symbol', width: 130, sortable: true },
  { field: 'bid', headerName: 'Bid', width: 100, valueFormatter: price, ...flash },
  { field: 'ask', headerName: 'Ask', width: 100, valueFormatter: price, ...flash },
  { field: 'last', headerName: 'Last', width: 100, valueFormatter: price, ...flash },
  {
    colId: 'change',
    headerName: 'Change',
    width: 100,
    valueGetter: (p) => change(p.data),
    valueFormatter: (p) => signed(p.value, ''),
    cellClassRules: { up: (p) => p.value > 0, down: (p) => p.value < 0 },
    ...flash,
  },
  {
    colId: 'changePercent',
    headerName: 'Change %',
    width: 100,
    valueGetter: (p) => {
      const c = change(p.data);
      return c == null || !p.data.previousClose ? null : (c / p.data.previousClose) * 100;
    },
    valueFormatter: (p) => signed(p.value, '%'),
    ...flash,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    width: 120,
    valueFormatter: (p) => (p.value == null ? '—' : volumeFormat.format(p.value)),
    ...flash,
  },
  {
    colId: 'age',
    headerName: 'Age',
    width: 64,
    type: 'rightAligned',
    valueGetter: (p) => (p.data.receivedAt ? Math.floor((Date.now() - p.data.receivedAt) / 1000) : null),
    valueFormatter: (p) => (p.value == null ? '' : p.value < 1 ? 'now' : `${p.value}s`),
  },
  { colId: 'actions', headerName: '', width: 120, valueGetter: () => 'Buy Sell ✕' },
];

if (agGrid.ModuleRegistry && agGrid.AllCommunityModule)
  agGrid.ModuleRegistry.registerModules([agGrid.AllCommunityModule]);
const api = agGrid.createGrid(document.getElementById('board'), {
  columnDefs,
  rowData: rows,
  getRowId: (p) => p.data.symbol,
  rowHeight: 28,
  headerHeight: 28,
  rowSelection: { mode: 'singleRow', checkboxes: false, enableClickSelection: true },
  suppressColumnVirtualisation: false,
});

// Per-frame batching: the latest quote per symbol waits for the next animation frame.
const pending = new Map();
let sentAts = [];
let pushed = 0;
let frameQueued = false;

function flush() {
  frameQueued = false;
  if (pending.size === 0) return;
  const update = [...pending.values()];
  pending.clear();
  api.applyTransaction({ update });
  const probe = window.__l1Bench;
  if (probe) probe.onFrame(pushed, sentAts);
  sentAts = [];
  pushed = 0;
}

function onQuote(q) {
  const current = bySymbol.get(q.symbol);
  if (!current) return;
  const last = q.last_price != null ? Number(q.last_price) : current.last;
  const next = {
    ...current,
    bid: q.bid != null ? Number(q.bid) : current.bid,
    ask: q.ask != null ? Number(q.ask) : current.ask,
    last,
    previousClose: current.previousClose ?? last,
    volume: q.cumulative_volume != null ? q.cumulative_volume : current.volume,
    receivedAt: Date.now(),
  };
  bySymbol.set(q.symbol, next);
  pending.set(q.symbol, next);
  pushed += 1;
}

const socket = new WebSocket(wsUrl);
socket.onopen = () =>
  socket.send(
    JSON.stringify({ authorization: 'bench-token', payload: { type: 'market-data-l1-subscribe', symbols } }),
  );
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.type !== 'market-data-l1') return;
  for (const quote of message.data) onQuote(quote);
  if (message.sent_at !== undefined && window.__l1Bench) sentAts.push(message.sent_at);
  if (!frameQueued) {
    frameQueued = true;
    requestAnimationFrame(flush);
  }
};

// Ages move once a second, like the app's.
setInterval(() => api.refreshCells({ columns: ['age'] }), 1000);
window.__peerReady = () => document.querySelectorAll('.ag-row').length > 0;
performance.mark('peer:ready');
