// The /screener search params: the screen (src/domain/screener-url.ts, version 1) and the open saved
// screener. Bad values fall back to nothing rather than failing the route.
import { z } from 'zod';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

const text = () => z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);
const int = () => z.coerce.number().int().positive().optional().catch(undefined);

export const ScreenerSearch = z.lazy(() =>
  z.object({
    v: int(),
    f: text(),
    c: text(),
    s: text(),
    n: int(),
    /** The saved screener being edited. */
    saved: z.string().uuid().optional().catch(undefined),
  }),
);
export type ScreenerSearch = z.infer<typeof ScreenerSearch>;
