// One account at a glance: balances (with the start-of-day snapshot), margin for margin accounts,
// risk settings and the holder's details. Balances refresh in the background while shown.
import { useState } from 'react';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { AccountDetails } from './account-details';
import { BalancesPanel } from './overview/balances-panel';
import { MarginDetailsPanel } from './overview/margin-details-panel';
import { DEFAULT_CONTRIBUTORS_LIMIT } from './overview/constants';
import { RiskSettingsForm } from './overview/risk-settings-form';

const route = getRouteApi('/accounts/$accountId/');

/** Top margin contributors asked for by default. */
const BALANCES_REFRESH_MS = 10_000;

export function AccountOverview() {
  const { accountId } = route.useParams();
  const { data: account } = useSuspenseQuery(accountQueries.detail(accountId));
  const [contributorsLimit, setContributorsLimit] = useState(DEFAULT_CONTRIBUTORS_LIMIT);
  const balances = useQuery({
    ...accountQueries.balances(accountId, contributorsLimit),
    refetchInterval: BALANCES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const margin = balances.data?.margin_details;

  return (
    <>
      {balances.isPending ? (
        <RoutePending />
      ) : balances.isLoadingError ? (
        <ErrorPanel
          error={balances.error}
          context="Loading balances"
          onRetry={() => void balances.refetch()}
        />
      ) : (
        <>
          <BalancesPanel balances={balances.data} />
          {margin ? (
            <MarginDetailsPanel
              balances={balances.data}
              margin={margin}
              contributorsLimit={contributorsLimit}
              onContributorsLimitChange={setContributorsLimit}
            />
          ) : (
            account.subtype === 'MARGIN' && (
              <p className="panel muted">The server sent no margin details for this account.</p>
            )
          )}
        </>
      )}
      <RiskSettingsForm accountId={accountId} currency={balances.data?.currency} />
      <AccountDetails />
    </>
  );
}
