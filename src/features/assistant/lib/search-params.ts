// /assistant's URL: which account the conversations belong to and which thread is open.
import { z } from 'zod';

export const AssistantSearch = z.object({
  account: z.coerce.number().int().positive().optional().catch(undefined),
  thread: z
    .string()
    .regex(/^[0-9a-f-]{36}$/i)
    .optional()
    .catch(undefined),
});
export type AssistantSearch = z.infer<typeof AssistantSearch>;
