// The accounts in the shared DataTable, virtualized: only the rows in view (plus a few) are mounted,
// so 10,000 accounts render as fast as 20. The next page is fetched as the user nears the end.
// Columns do not sort: the server pages the list, and sorting the loaded part would mislead.
// Equity, buying power and day P&L come per row, only for rows that stay in view (account-figures.tsx).
import { Link, useNavigate } from '@tanstack/react-router';
import type { Account } from '@/api/schemas/accounts';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { AccountStatusBadge } from '../account-status-badge';
import { AccountFigureCell } from './account-figures';

export const ACCOUNT_ROW_HEIGHT = 34;
/** The list grows with its rows up to this height, then scrolls. */
const MAX_LIST_HEIGHT = 680;
/** Start fetching the next page when this many rows are left below the view. */
const PREFETCH_ROWS = 50;

// Widths in px that keep every figure whole (equity and buying power to $9,999,999.99), a closed
// account's badge and the headers; the names take what a wider screen adds. 1,244 px in all: the
// list fits 1280 without scrolling sideways.
const accountColumns: Array<DataColumn<Account>> = [
  {
    id: 'id',
    header: 'Account',
    width: 76,
    cell: (a) => (
      <Link className="mono" to="/accounts/$accountId" params={{ accountId: a.id }} tabIndex={-1}>
        {a.id}
      </Link>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    width: 168,
    grow: 2,
    accessor: (a) => a.full_name,
    title: (a) => a.full_name,
  },
  { id: 'shortName', header: 'Short name', width: 112, grow: 1, accessor: (a) => a.short_name },
  { id: 'type', header: 'Type', width: 96, accessor: (a) => a.type },
  { id: 'subtype', header: 'Subtype', width: 80, accessor: (a) => a.subtype },
  {
    id: 'status',
    header: 'Status',
    width: 180,
    cell: (a) => <AccountStatusBadge status={a.status} closeDate={a.close_date} />,
  },
  {
    id: 'optionsLevel',
    // "Options level" in the header's monospace took 116 px for a one-digit figure: the names have them.
    header: 'Options',
    headerTitle: 'Options level',
    width: 72,
    numeric: true,
    accessor: (a) => a.options_level,
  },
  {
    id: 'opened',
    header: 'Opened',
    width: 100,
    cell: (a) => <span className="mono">{a.open_date}</span>,
  },
  {
    id: 'equity',
    header: 'Equity',
    width: 124,
    numeric: true,
    cell: (a) => <AccountFigureCell accountId={a.id} figure="equity" />,
  },
  {
    id: 'buyingPower',
    header: 'Buying power',
    width: 124,
    numeric: true,
    cell: (a) => <AccountFigureCell accountId={a.id} figure="buying_power" />,
  },
  {
    id: 'dayPnl',
    header: 'Day P&L',
    width: 112,
    numeric: true,
    cell: (a) => <AccountFigureCell accountId={a.id} figure="daily_pnl" />,
  },
];
const columns = accountColumns.map((c) => ({ ...c, sortable: false }));

export interface AccountTableProps {
  accounts: readonly Account[];
  /** Every account matching the filters, when the server says (for aria-rowcount). */
  totalCount?: number | undefined;
  /** The last rows came into view (the next page, when there is one). */
  onEndReached: () => void;
}

export function AccountTable({ accounts, totalCount, onEndReached }: AccountTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      label="Accounts"
      className="account-list-scroll"
      rows={accounts}
      columns={columns}
      getRowKey={(a) => String(a.id)}
      rowHeight={ACCOUNT_ROW_HEIGHT}
      maxHeight={MAX_LIST_HEIGHT}
      virtualize
      totalCount={totalCount ?? accounts.length}
      onEndReached={onEndReached}
      endReachedRows={PREFETCH_ROWS}
      onRowActivate={(a) => void navigate({ to: '/accounts/$accountId', params: { accountId: a.id } })}
    />
  );
}
