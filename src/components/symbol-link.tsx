// A symbol that opens its instrument page: used wherever a symbol appears (positions, blotter,
// monitor, news, screener). Option symbols (OSI) open as typed; the page resolves them.
import { Link } from '@tanstack/react-router';
import './symbol-link.css';

export function SymbolLink({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <Link
      to="/instruments/$instrument"
      params={{ instrument: symbol }}
      className={`symbol-link mono${className ? ` ${className}` : ''}`}
      title={`Open ${symbol}`}
      onClick={(e) => e.stopPropagation()}
    >
      {symbol}
    </Link>
  );
}
