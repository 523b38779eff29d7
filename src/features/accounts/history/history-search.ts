// The portfolio history's URL search params (kept apart from the date maths so the route stays light).
import { z } from 'zod';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

const isoDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const HistorySearch = z.lazy(() =>
  z.object({
    start: isoDay().optional().catch(undefined),
    end: isoDay().optional().catch(undefined),
    view: z.enum(['chart', 'table']).optional().catch(undefined),
  }),
);
export type HistorySearch = z.infer<typeof HistorySearch>;
