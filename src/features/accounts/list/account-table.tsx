// The accounts as a virtualized table: only the rows in view (plus a few) are mounted, so 10,000
// accounts render as fast as 20. The next page is fetched as the user nears the end.
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Account } from '@/api/schemas/accounts';
import { AccountStatusBadge } from '../account-status-badge';

export const ACCOUNT_ROW_HEIGHT = 34;
const HEADER_HEIGHT = 36;
/** The list grows with its rows up to this height, then scrolls. */
const MAX_LIST_HEIGHT = 680;
/** Start fetching the next page when this many rows are left below the view. */
const PREFETCH_ROWS = 50;

const columns = [
  { label: 'Account', width: '9%' },
  { label: 'Name', width: '24%' },
  { label: 'Short name', width: '17%' },
  { label: 'Type', width: '9%' },
  { label: 'Subtype', width: '8%' },
  { label: 'Status', width: '16%' },
  { label: 'Options level', width: '8%', numeric: true },
  { label: 'Opened', width: '9%' },
];

export interface AccountTableProps {
  accounts: readonly Account[];
  /** Every account matching the filters, when the server says (for aria-rowcount). */
  totalCount?: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function AccountTable({ accounts, totalCount, hasMore, loadingMore, onLoadMore }: AccountTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: accounts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ACCOUNT_ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= accounts.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, accounts.length, onLoadMore]);

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div
      className="account-list-scroll"
      ref={scrollRef}
      tabIndex={0}
      aria-label="Accounts list"
      style={{ height: Math.min(MAX_LIST_HEIGHT, accounts.length * ACCOUNT_ROW_HEIGHT + HEADER_HEIGHT + 2) }}
    >
      <table className="data-table" aria-rowcount={(totalCount ?? accounts.length) + 1}>
        <caption className="visually-hidden">Accounts</caption>
        <colgroup>
          {columns.map((c) => (
            <col key={c.label} style={{ width: c.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && (
            <tr aria-hidden="true" style={{ height: padTop }}>
              <td colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => {
            const account = accounts[item.index];
            if (!account) return null;
            return (
              <tr key={account.id} aria-rowindex={item.index + 2}>
                <td className="mono">
                  <Link to="/accounts/$accountId" params={{ accountId: account.id }}>
                    {account.id}
                  </Link>
                </td>
                <td title={account.full_name}>{account.full_name}</td>
                <td>{account.short_name}</td>
                <td>{account.type}</td>
                <td>{account.subtype}</td>
                <td>
                  <AccountStatusBadge status={account.status} closeDate={account.close_date} />
                </td>
                <td className="num">{account.options_level}</td>
                <td className="mono">{account.open_date}</td>
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true" style={{ height: padBottom }}>
              <td colSpan={columns.length} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
