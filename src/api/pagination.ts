// Paging that survives a careless server: a token seen before, or a page that adds no new row,
// ends the paging (instead of looping), rows are de-duplicated by id, and a "loaded of total"
// figure never shows more loaded than the total.

export interface PageLike<T> {
  data: readonly T[];
  metadata: { next_page_token?: string | null | undefined };
}

/**
 * `getNextPageParam` for infinite queries: the next token, or null when there is none, when it was
 * already requested, or when the last page brought nothing new (by `idOf`).
 */
export function nextPageToken<T>(
  lastPage: PageLike<T>,
  allPages: ReadonlyArray<PageLike<T>>,
  allPageParams: ReadonlyArray<string | null | undefined>,
  idOf?: (row: T) => string | number,
): string | null {
  const next = lastPage.metadata.next_page_token;
  if (!next || allPageParams.includes(next)) return null;
  if (lastPage.data.length === 0) return null;
  if (idOf) {
    const earlier = new Set(allPages.slice(0, -1).flatMap((page) => page.data.map(idOf)));
    if (lastPage.data.every((row) => earlier.has(idOf(row)))) return null;
  }
  return next;
}

/** Rows of every page, each id once (the first occurrence wins). */
export function uniqueRows<T>(rows: Iterable<T>, idOf: (row: T) => string | number): T[] {
  const seen = new Set<string | number>();
  const out: T[] = [];
  for (const row of rows) {
    const id = idOf(row);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(row);
  }
  return out;
}

/** Follows tokens to the end under the same rules; `fetchPage(undefined)` is the first page. */
export async function fetchAllPages<T>(
  fetchPage: (token: string | undefined) => Promise<PageLike<T>>,
  idOf: (row: T) => string | number,
  maxPages = 100,
): Promise<T[]> {
  const pages: Array<PageLike<T>> = [];
  const tokens: Array<string | null> = [null];
  let token: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    pages.push(await fetchPage(token));
    const next = nextPageToken(pages[pages.length - 1]!, pages, tokens, idOf);
    if (!next) break;
    tokens.push(next);
    token = next;
  }
  return uniqueRows(
    pages.flatMap((page) => page.data),
    idOf,
  );
}

/** What a list may claim as its total: never fewer than the rows it shows. */
export function displayTotal(loaded: number, total: number | null | undefined): number | undefined {
  if (total === null || total === undefined) return undefined;
  return Math.max(loaded, total);
}
