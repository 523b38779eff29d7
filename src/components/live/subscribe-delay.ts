// The subscribe-delay context on its own, without the live-quote stack: DataTable provides it to
// whatever live cells its rows hold, and a table that shows no live quotes (the accounts list) must
// not download or evaluate the live client, decimal.js and the quote formatting just for this.
import { createContext } from 'react';
import type { SubscribeGate } from './subscribe-gate';

/**
 * How long a cell stays mounted before it subscribes its symbols (ms). Virtualized tables provide
 * one: a row that only flies past during a fast scroll then never subscribes, fetches a snapshot or
 * makes the server stream its symbol. A cell still shows a quote the store already has at once.
 */
export const SubscribeDelay = createContext<number | SubscribeGate>(0);
export const LiveSubscribeDelay = SubscribeDelay.Provider;
/** The delay virtualized tables use: a row passes a 560 px viewport in ~80 ms at a fast scroll. */
export const SCROLLING_ROW_SUBSCRIBE_DELAY_MS = 120;
