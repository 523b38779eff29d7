// A symbol row's actions in a list of symbols (the monitor, a watchlist): Buy and Sell open the
// ticket for the row's symbol, Alert sets a price alert on it, ✕ removes the row. Clicks stay out of
// the row (no row open).
export type TradeSide = 'BUY' | 'SELL';

export interface SymbolRowActionsProps {
  symbol: string;
  onTrade: (side: TradeSide) => void;
  onRemove: () => void;
  /** Opens "Set alert" for the row's symbol (no button without it). */
  onAlert?: () => void;
  /** No ticket for a row without a symbol. */
  tradeDisabled?: boolean;
  /** While the row is being removed (or added). */
  removeDisabled?: boolean;
  /** The remove button's accessible name; default `Remove <symbol>`. */
  removeLabel?: string;
  /** Says where it is removed from, e.g. `Remove from Megacaps`. */
  removeTitle?: string;
}

export function SymbolRowActions({
  symbol,
  onTrade,
  onRemove,
  onAlert,
  tradeDisabled,
  removeDisabled,
  removeLabel,
  removeTitle,
}: SymbolRowActionsProps) {
  return (
    <span className="row-actions">
      {(['BUY', 'SELL'] as const).map((side) => (
        <button
          key={side}
          type="button"
          className="link-button"
          disabled={tradeDisabled}
          aria-label={`${side === 'BUY' ? 'Buy' : 'Sell'} ${symbol}`}
          onClick={(e) => {
            e.stopPropagation();
            onTrade(side);
          }}
        >
          {side === 'BUY' ? 'Buy' : 'Sell'}
        </button>
      ))}
      {onAlert && (
        <button
          type="button"
          className="link-button"
          disabled={tradeDisabled}
          aria-label={`Set alert on ${symbol}`}
          title="Set a price alert"
          onClick={(e) => {
            e.stopPropagation();
            onAlert();
          }}
        >
          Alert
        </button>
      )}
      <button
        type="button"
        className="link-button"
        disabled={removeDisabled}
        aria-label={removeLabel ?? `Remove ${symbol}`}
        title={removeTitle}
        onClick={(e) => {
          e.stopPropagation();
          onRemove();
        }}
      >
        ✕
      </button>
    </span>
  );
}
