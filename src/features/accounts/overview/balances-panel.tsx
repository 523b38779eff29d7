// Where the money stands: every AccountBalances figure, grouped, with the start-of-day snapshot
// beside the current value and the change between them (decimal math).
import { sub } from '@/domain/decimal/decimal';
import { formatDecimal, formatMoney } from '@/domain/decimal/format';
import type { AccountBalances } from '@/api/schemas/accounts';
import { toneOf } from '../tone';
import { balanceGroups, balanceValue, marginTypeLabels, sodValue, type BalanceField } from './balance-fields';
import { Term } from './term';

const MARGIN_TYPE_EXPLANATION =
  'The rule set the broker uses to compute margin requirements and buying power (e.g. Reg T: 50 % initial, 25 % maintenance for stocks; None: a cash account).';

function BalanceRow({ field, balances }: { field: BalanceField; balances: AccountBalances }) {
  const current = balanceValue(balances, field.key);
  const sodText = field.sod ? sodValue(balances.sod, field.sod) : undefined;
  const change = sodText !== undefined ? sub(current, sodText) : null;
  const show = (value: string | null | undefined) =>
    field.plain ? formatDecimal(value, { decimals: 2 }) : formatMoney(value);
  return (
    <tr>
      <th scope="row">
        <Term label={field.label} explanation={field.explanation} />
      </th>
      <td className={`num mono ${field.pnl ? toneOf(current) : ''}`} data-field={field.key}>
        {show(current)}
      </td>
      <td className="num mono muted">{field.sod ? show(sodText) : ''}</td>
      <td className={`num mono ${toneOf(change)}`}>
        {field.sod ? formatMoney(change, { sign: 'always' }) : ''}
      </td>
    </tr>
  );
}

export function BalancesPanel({ balances }: { balances: AccountBalances }) {
  return (
    <section className="panel" aria-labelledby="balances-title">
      <h2 id="balances-title">Balances</h2>
      <p className="muted">
        All amounts in {balances.currency}. <Term label="Margin type" explanation={MARGIN_TYPE_EXPLANATION} />
        : {marginTypeLabels[balances.margin_type] ?? balances.margin_type}.{' '}
        <Term
          label="Start of day"
          explanation="The snapshot taken when the trading day began; Change is current minus start of day."
        />
        {balances.sod.asof ? ` (${balances.sod.asof})` : ''} shown beside current values.
      </p>
      <div className="balance-groups">
        {balanceGroups.map((group) => (
          <table key={group.title} className="data-table" aria-label={group.title}>
            <caption className="visually-hidden">{group.title}</caption>
            <thead>
              <tr>
                <th scope="col">{group.title}</th>
                <th scope="col" className="num">
                  Current
                </th>
                <th scope="col" className="num">
                  Start of day
                </th>
                <th scope="col" className="num">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {group.fields.map((field) => (
                <BalanceRow key={field.key} field={field} balances={balances} />
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
