// The news screen's filters live in the URL so a view can be shared and survives a reload:
// /news?symbols=AAPL,MSFT&publishers=Reuters&publisher_mode=exclude&from=2026-11-20&to=2026-11-21T16:00
//   &type=PRESS_RELEASE&sectors=TECHNOLOGY,ENERGY&q=guidance
// Publishers are one list with one mode, so "include" and "exclude" can never both be sent.
// Bounds are a New York date (YYYY-MM-DD) or a New York date-time (YYYY-MM-DDTHH:MM).
import { z } from 'zod';
import { NewsType, Sector } from '@/api/schemas/news';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

const BOUND = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
const commaList = () =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .join(','),
    )
    .pipe(z.string().min(1))
    .optional()
    .catch(undefined);

export const NewsSearch = z.lazy(() =>
  z.object({
    symbols: commaList(),
    publishers: commaList(),
    publisher_mode: z.enum(['include', 'exclude']).optional().catch(undefined),
    from: z.string().regex(BOUND).optional().catch(undefined),
    to: z.string().regex(BOUND).optional().catch(undefined),
    type: NewsType.optional().catch(undefined),
    sectors: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .filter((v) => Sector.safeParse(v).success)
          .join(','),
      )
      .pipe(z.string().min(1))
      .optional()
      .catch(undefined),
    q: z.string().min(1).optional().catch(undefined),
  }),
);
export type NewsSearch = z.infer<typeof NewsSearch>;
