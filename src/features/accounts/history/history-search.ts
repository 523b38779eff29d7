// The portfolio history's URL search params (kept apart from the date maths so the route stays light).
import { z } from 'zod';

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const HistorySearch = z.object({
  start: IsoDay.optional().catch(undefined),
  end: IsoDay.optional().catch(undefined),
  view: z.enum(['chart', 'table']).optional().catch(undefined),
});
export type HistorySearch = z.infer<typeof HistorySearch>;
