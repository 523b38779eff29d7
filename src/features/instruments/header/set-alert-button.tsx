// "Set alert" in the instrument header: opens the alert dialog for this symbol, and says how many of
// its alerts are armed (they fire while the terminal is open, on any screen).
import { openAlertDialog } from '@/domain/alerts/alert-intent';
import { useSymbolAlerts } from '@/domain/alerts/alert-store';

export function SetAlertButton({ symbol }: { symbol: string }) {
  const armed = useSymbolAlerts(symbol).filter((a) => a.status === 'armed').length;
  return (
    <button
      type="button"
      onClick={() => openAlertDialog({ symbol })}
      title={armed > 0 ? `${armed} armed alert${armed === 1 ? '' : 's'} on ${symbol}` : undefined}
    >
      Set alert{armed > 0 ? ` (${armed} armed)` : ''}
    </button>
  );
}
