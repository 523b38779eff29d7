// How old one quote field is. The store keeps when the symbol last updated (local clock) and the
// event time of the tick that set each field; the field's age is the symbol's age plus how far the
// field's tick lags the newest tick, so server and browser clocks never need to agree.
import { formatAge } from '@/components/live/quote-format';
import { useQuote, useQuoteAge } from '@/live/hooks';
import type { QuoteField } from '@/live/quote-store';

export function useFieldAge(symbol: string, field: QuoteField): number | null {
  const fieldTs = useQuote(symbol, (q) => q?.versions[field]?.ts);
  const latestTs = useQuote(symbol, (q) => q?.ts ?? undefined);
  const age = useQuoteAge(symbol);
  if (age === null) return null;
  if (!fieldTs || !latestTs) return age;
  const lag = Math.floor((Date.parse(latestTs) - Date.parse(fieldTs)) / 1000);
  return age + Math.max(0, Number.isFinite(lag) ? lag : 0);
}

export function FieldAge({ symbol, field }: { symbol: string; field: QuoteField }) {
  const age = useFieldAge(symbol, field);
  if (age === null) return null;
  return (
    <span className="quote-age muted" data-age-of={field} title="Time since this value last changed">
      {formatAge(age)}
    </span>
  );
}
