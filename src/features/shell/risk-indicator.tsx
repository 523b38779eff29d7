// Risk in sight on every screen: the active account's margin state as a compact badge in the status
// strip (under the header, which has no room for it at 1280 px), by the same rule as the overview's
// Margin panel (src/domain/margin-risk.ts). A margin call is a red "Margin call −$12,345.67"
// (equity below the maintenance requirement by that much); close to one, an amber "Near margin
// call" with the excess left. Either links to the account's Margin panel. Nothing shows for an
// account without margin risk (or without margin: a cash account). The balances are the overview's
// own query (same key, one cache entry), refreshed every 15 s while the tab is visible.
// Loaded after start-up (risk-indicator-slot.tsx), so a cold load does not wait for it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '@/api/account-defaults';
import { useActiveAccountId } from '@/domain/active-account';
import { describeError } from '@/api/errors';
import { marginRisk } from '@/domain/margin-risk';
import { accountQueries } from '@/api/resources/accounts';
import type { Exact } from '@/domain/decimal/exact';
import { formatMoney } from '@/domain/decimal/format';
import './risk-indicator.css';

const REFRESH_MS = 15_000;
const MINUS = '\u2212';

export function RiskIndicator() {
  const accountId = useActiveAccountId();
  const balances = useQuery({
    ...accountQueries.balances(accountId ?? 0, DEFAULT_CONTRIBUTORS_LIMIT),
    enabled: accountId !== undefined,
    refetchInterval: REFRESH_MS,
  });
  if (accountId === undefined) return null;
  if (balances.isLoadingError) {
    const d = describeError(balances.error);
    return (
      <Link
        to="/accounts/$accountId"
        params={{ accountId }}
        className="risk-badge risk-unknown"
        title={`The margin state of account ${accountId} could not be loaded: ${d.message}${d.requestId ? ` (request_id ${d.requestId})` : ''}`}
      >
        Margin unknown
      </Link>
    );
  }
  const risk = marginRisk(balances.data?.margin_details);
  if (!risk || !balances.data) return null;
  const currency = balances.data.currency;
  const money = (value: Exact) => formatMoney(value, { currency });
  const call = risk.level === 'call';
  const text = call ? `Margin call ${MINUS}${money(risk.deficit)}` : `Near margin call`;
  const title = call
    ? `Account ${accountId}: equity is ${money(risk.deficit)} below the ${money(risk.requirement)} maintenance requirement. Deposit funds or reduce positions. Open the Margin panel.`
    : `Account ${accountId}: maintenance excess is ${money(risk.excess)}, less than 10 % of the ${money(risk.requirement)} requirement. Open the Margin panel.`;
  return (
    <Link
      to="/accounts/$accountId"
      params={{ accountId }}
      hash="margin"
      className={`risk-badge ${call ? 'risk-call' : 'risk-near'}`}
      title={title}
      aria-label={`${text}, account ${accountId}: open the Margin panel`}
      data-testid="risk-badge"
    >
      <span aria-hidden="true">▲</span> {text}
      {!call && <span className="risk-detail"> · excess {money(risk.excess)}</span>}
    </Link>
  );
}
