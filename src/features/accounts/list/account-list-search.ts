// The accounts list's filters live in the URL (?id=10&name=ellis) so a filtered list can be shared
// and survives a reload. Anything malformed in the URL is dropped rather than failing the route.
import { z } from 'zod';
import type { AccountListFilters } from '@/api/resources/accounts';

export const AccountListSearch = z.object({
  /** Prefix of the decimal account id. */
  id: z.string().regex(/^\d+$/).optional().catch(undefined),
  /** Case-insensitive substring of the full name. */
  name: z.string().min(1).optional().catch(undefined),
});
export type AccountListSearch = z.infer<typeof AccountListSearch>;

/** The API filters for the URL's search params (absent filters are left out). */
export function accountListFilters(search: AccountListSearch): AccountListFilters {
  return {
    ...(search.id ? { account_id: search.id } : {}),
    ...(search.name ? { account_name: search.name } : {}),
  };
}
