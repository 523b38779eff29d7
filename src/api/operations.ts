// Every operation of the Trading API (the OpenAPI document's 61, plus the screener catalog of the
// interface document), one module per resource so a screen loads only the schemas it uses.
export * from './operations/accounts';
export * from './operations/assistant';
export * from './operations/calendar';
export * from './operations/instruments';
export * from './operations/market-data';
export * from './operations/news';
export * from './operations/orders';
export * from './operations/positions';
export * from './operations/screener';
export * from './operations/version';
export * from './operations/watchlists';
