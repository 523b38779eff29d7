// What the active account holds, for the screens that are not about an account: a watchlist row, an
// option chain's contract, the instrument page. One cached positions query of the active account
// (src/domain/active-account.ts) serves them all; fills refresh it (invalidateAfterOrderChange).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActiveAccountId } from '@/domain/active-account';
import { positionQueries } from '@/api/resources/positions';
import type { Position } from '@/api/schemas/positions';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';

export interface ActivePositions {
  accountId: number | undefined;
  /** The position in an instrument, by instrument id or by symbol (spaces and case ignored). */
  find: (key: { instrumentId?: string | undefined; symbol?: string | undefined }) => Position | undefined;
}

const symbolKey = (symbol: string) => symbol.replace(/\s+/g, '').toUpperCase();

export function useActivePositions(): ActivePositions {
  const accountId = useActiveAccountId();
  const positions = useQuery({ ...positionQueries.list(accountId ?? 0), enabled: accountId !== undefined });
  const data = accountId === undefined ? undefined : positions.data;
  return useMemo(() => {
    const byId = new Map<string, Position>();
    const bySymbol = new Map<string, Position>();
    for (const p of data ?? []) {
      if (/^-?0*\.?0*$/.test(p.quantity)) continue;
      byId.set(p.instrument_id, p);
      bySymbol.set(symbolKey(p.symbol), p);
    }
    return {
      accountId,
      find: ({ instrumentId, symbol }) =>
        (instrumentId ? byId.get(instrumentId) : undefined) ??
        (symbol ? bySymbol.get(symbolKey(symbol)) : undefined),
    };
  }, [accountId, data]);
}

/** The quantity with shorts negative (for sorting; the wire may send shorts signed or not). */
export function signedQuantity(position: Position): number {
  const size = Math.abs(Number(position.quantity));
  return position.position_type === 'SHORT' ? -size : size;
}

/** "Long 100" / "Short 50" / "Long 2 contracts", with the average price and account on hover. */
export function describePosition(position: Position): string {
  const quantity = formatQuantity(position.quantity.replace(/^-/, ''));
  const option = position.instrument_type === 'OPTION';
  const unit = option ? (quantity === '1' ? ' contract' : ' contracts') : '';
  return `${position.position_type === 'SHORT' ? 'Short' : 'Long'} ${quantity}${unit}`;
}

export function PositionBadge({
  positions,
  instrumentId,
  symbol,
  compact = false,
}: {
  positions: ActivePositions;
  instrumentId?: string | undefined;
  symbol?: string | undefined;
  /** Only the signed quantity (table cells). */
  compact?: boolean;
}) {
  const position = positions.find({ instrumentId, symbol });
  if (!position) return null;
  const short = position.position_type === 'SHORT';
  const text = compact
    ? `${short ? '−' : '+'}${formatQuantity(position.quantity.replace(/^-/, ''))}`
    : describePosition(position);
  const title =
    `Account ${position.account_id}: ${describePosition(position)}` +
    (position.avg_price ? ` at an average ${formatPrice(position.avg_price)}` : '');
  return (
    <span
      className={`position-badge ${short ? 'position-short' : 'position-long'}`}
      title={title}
      aria-label={title}
    >
      {text}
    </span>
  );
}
