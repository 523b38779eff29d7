// A symbol row's actions in a list of symbols (the monitor, a watchlist): Buy and Sell open the
// ticket for the row's symbol, the bell sets a price alert on it, ✕ removes the row. Clicks stay out of
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
          <BellIcon />
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

/** A small bell (no icon font: the text's own colour and size), for "Set alert". */
export function BellIcon() {
  return (
    <svg
      className="bell-icon"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M8 1.5a1 1 0 0 1 1 1v.6A4.5 4.5 0 0 1 12.5 7.5v3l1.3 1.6a.5.5 0 0 1-.4.9H2.6a.5.5 0 0 1-.4-.9l1.3-1.6v-3A4.5 4.5 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1ZM6.3 14h3.4a1.7 1.7 0 0 1-3.4 0Z"
      />
    </svg>
  );
}
