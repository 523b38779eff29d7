// Where the header's risk badge goes: loaded after the first screen is up (src/lib/startup.ts), as
// the shell's other extras, so a cold load neither downloads nor renders it before its data.
import { lazy, Suspense } from 'react';
import { loadAfterStartup } from '@/lib/startup';

const RiskIndicator = lazy(
  loadAfterStartup(() => import('./risk-indicator').then((m) => ({ default: m.RiskIndicator }))),
);

export function RiskIndicatorSlot() {
  return (
    <Suspense fallback={null}>
      <RiskIndicator />
    </Suspense>
  );
}
