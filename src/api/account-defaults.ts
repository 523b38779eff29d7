// Defaults shared by the account overview, its route's loader, the boot script's early requests and
// the status strip's risk badge, so all of them ask for (and cache) the very same balances query. No
// imports: scripts/vite-initial-route.ts reads it at build time.

/** Top margin contributors asked for by default (the overview's balances query). */
export const DEFAULT_CONTRIBUTORS_LIMIT = 5;
