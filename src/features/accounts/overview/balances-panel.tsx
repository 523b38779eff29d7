// Where the money stands: every AccountBalances figure, grouped, with the start-of-day snapshot
// beside the current value and the change between them (exact decimal math).
import { useId } from 'react';
import { difference } from '@/domain/decimal/exact';
import { formatDecimal, formatMoney } from '@/domain/decimal/format';
import type { AccountBalances } from '@/api/schemas/accounts';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { toneOf } from '../tone';
import { balanceGroups, balanceValue, marginTypeLabels, sodValue, type BalanceField } from './balance-fields';
import { Term } from './term';

const MARGIN_TYPE_EXPLANATION =
  'The rule set the broker uses to compute margin requirements and buying power (e.g. Reg T: 50 % initial, 25 % maintenance for stocks; None: a cash account).';

/** A field's figures: current, start of day and the change between them (exact decimal math). */
function figures(field: BalanceField, balances: AccountBalances) {
  const current = balanceValue(balances, field.key);
  const sodText = field.sod ? sodValue(balances.sod, field.sod) : undefined;
  const change = sodText !== undefined ? difference(current, sodText) : null;
  const show = (value: string | null | undefined) =>
    field.plain ? formatDecimal(value, { decimals: 2 }) : formatMoney(value);
  return { current, sodText, change, show };
}

function balanceColumns(title: string, balances: AccountBalances): Array<DataColumn<BalanceField>> {
  return [
    {
      id: 'field',
      header: title,
      rowHeader: true,
      cell: (field) => <Term label={field.label} explanation={field.explanation} />,
    },
    {
      id: 'current',
      header: 'Current',
      align: 'right',
      className: (field) => `mono ${field.pnl ? toneOf(figures(field, balances).current) : ''}`,
      cellAttributes: (field) => ({ 'data-field': field.key }),
      cell: (field) => {
        const f = figures(field, balances);
        return f.show(f.current);
      },
    },
    {
      id: 'sod',
      header: 'Start of day',
      align: 'right',
      className: 'mono muted',
      cell: (field) => {
        const f = figures(field, balances);
        return field.sod ? f.show(f.sodText) : '';
      },
    },
    {
      id: 'change',
      header: 'Change',
      align: 'right',
      className: (field) => `mono ${toneOf(figures(field, balances).change)}`,
      cell: (field) => (field.sod ? formatMoney(figures(field, balances).change, { sign: 'always' }) : ''),
    },
  ];
}

export function BalancesPanel({ balances }: { balances: AccountBalances }) {
  // Its own id: the workspace can show more than one balances panel.
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Balances</h2>
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
          <StaticTable
            key={group.title}
            label={group.title}
            caption={group.title}
            rows={group.fields}
            columns={balanceColumns(group.title, balances)}
            getRowKey={(field) => field.key}
          />
        ))}
      </div>
    </section>
  );
}
