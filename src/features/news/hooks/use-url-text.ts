// A text field backed by a URL value: typing is local and instant, the URL follows once typing
// pauses, and a URL change from outside (back/forward, the empty state's "remove") fills the field.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const FILTER_DEBOUNCE_MS = 300;

export function useUrlText(
  urlValue: string | undefined,
  commit: (value: string | undefined) => void,
  enabled = true,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlValue ?? '');
  const [seen, setSeen] = useState(urlValue);
  if (seen !== urlValue) {
    setSeen(urlValue);
    if ((urlValue ?? '') !== text.trim()) setText(urlValue ?? '');
  }
  const settled = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  useEffect(() => {
    if (!enabled || settled !== text.trim()) return;
    if (settled === (urlValue ?? '')) return;
    commit(settled || undefined);
  }, [settled, text, urlValue, commit, enabled]);
  return [text, setText];
}
