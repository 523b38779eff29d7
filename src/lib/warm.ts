// Route loaders call `ensureQueryData` (or `ensureInfiniteQueryData`) with the same factory options
// the screen reads, then hand the promises here. The loads are started, never awaited by the
// navigation: each panel owns its loading and error state, so one failing request shows an error in
// its panel instead of blanking the screen, and switching accounts shows the new header at once.
export function warm(...loads: Array<Promise<unknown>>): void {
  // A failure is shown by the panel that reads the query; here it only must not go unhandled.
  for (const load of loads) load.catch(() => undefined);
}
