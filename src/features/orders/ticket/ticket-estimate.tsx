// The ticket's estimate (value or premium, buying power used) and the warnings a trader acknowledges
// before the review opens (price far from the market, stale quote, short sale, position not checked).
import type { AccountBalances } from '@/api/schemas/accounts';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import type { OrderEstimate, OrderWarning, WarningCode } from '../lib/validate-order';

const WARNING_TITLES: Record<WarningCode, string> = {
  'price-collar': 'Price far from the market',
  'stale-quote': 'Stale quote',
  'sells-short': 'Short sale',
  'position-unknown': 'Position not checked',
};

/** "2 contracts × 100 × $3.20 = $640.00" for options; "10 × $187.20 = $1,872.00" for stock. */
export function estimateFormula(estimate: OrderEstimate, isOption: boolean): string {
  const total = formatMoney(estimate.notional, { currency: 'USD' });
  const price = `$${formatPrice(estimate.price)}`;
  if (isOption) {
    const n = formatQuantity(estimate.quantity);
    return `${n} contract${estimate.quantity === '1' ? '' : 's'} × ${estimate.multiplier} × ${price} = ${total}`;
  }
  return `${formatQuantity(estimate.quantity)} × ${price} = ${total}`;
}

export function TicketEstimate({
  estimate,
  isOption,
  multiplierAssumed,
  balances,
}: {
  estimate: OrderEstimate;
  isOption: boolean;
  multiplierAssumed: boolean;
  balances: AccountBalances | undefined;
}) {
  return (
    <div className="ticket-estimate" aria-label="Estimate">
      <div>
        {isOption ? 'Estimated premium' : 'Estimated value'}{' '}
        <strong className="num">{estimateFormula(estimate, isOption)}</strong>
        {isOption && multiplierAssumed && <span className="muted"> (standard contract size assumed)</span>}
      </div>
      <div>
        Buying power used{' '}
        {estimate.buyingPowerImpact !== undefined ? (
          <strong className="num">{formatMoney(estimate.buyingPowerImpact, { currency: 'USD' })}</strong>
        ) : (
          <strong>set by the server</strong>
        )}
        {estimate.impactNote && <span className="muted"> ({estimate.impactNote})</span>}
        {balances && <> of {formatMoney(balances.buying_power, { currency: balances.currency })} available</>}
      </div>
    </div>
  );
}

export function TicketWarnings({
  warnings,
  onAcknowledge,
}: {
  warnings: readonly OrderWarning[];
  onAcknowledge: (code: WarningCode, acknowledged: boolean) => void;
}) {
  return (
    <>
      {warnings.map((warning) => (
        <label key={warning.code} className="ticket-warning inline">
          <input
            type="checkbox"
            checked={warning.acknowledged}
            onChange={(e) => onAcknowledge(warning.code, e.target.checked)}
          />
          <span>
            <strong>{WARNING_TITLES[warning.code]}:</strong> {warning.message}.{' '}
            {warning.code === 'sells-short'
              ? 'I understand this is a short sale and want to continue.'
              : 'I understand and want to continue.'}
          </span>
        </label>
      ))}
    </>
  );
}
