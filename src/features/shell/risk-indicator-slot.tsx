// Where the status strip's risk badge goes: loaded after the first screen is up (src/lib/startup.ts), as
// the shell's other extras, so a cold load neither downloads nor renders it before its data; and only
// once there is an active account (its margin is what it shows), so its chunks never compete with a
// screen's for a user who has not chosen one.
import { lazy, Suspense } from 'react';
import { useActiveAccountId } from '@/domain/active-account';
import { loadAfterStartup } from '@/lib/startup';

const RiskIndicator = lazy(
  loadAfterStartup('The risk badge', () =>
    import('./risk-indicator').then((m) => ({ default: m.RiskIndicator })),
  ),
);

export function RiskIndicatorSlot() {
  const accountId = useActiveAccountId();
  if (accountId === undefined) return null;
  return (
    <Suspense fallback={null}>
      <RiskIndicator />
    </Suspense>
  );
}
