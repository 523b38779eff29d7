// /assistant's URL: which account the conversations belong to and which thread is open.
import { z } from 'zod';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

export const AssistantSearch = z.lazy(() =>
  z.object({
    account: z.coerce.number().int().positive().optional().catch(undefined),
    thread: z
      .string()
      .regex(/^[0-9a-f-]{36}$/i)
      .optional()
      .catch(undefined),
  }),
);
export type AssistantSearch = z.infer<typeof AssistantSearch>;
