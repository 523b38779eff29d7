import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { accountQueries } from '@/api/resources/accounts';
import { AccountErrorState } from '@/features/accounts/account-error-state';
import { AccountLayout } from '@/features/accounts/account-layout';

const AccountParams = z.object({ accountId: z.coerce.number().int().positive() });

export const Route = createFileRoute('/accounts/$accountId')({
  params: {
    parse: (raw) => AccountParams.parse(raw),
    stringify: ({ accountId }) => ({ accountId: String(accountId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(accountQueries.detail(params.accountId)),
  component: AccountLayout,
  errorComponent: AccountErrorState,
});
