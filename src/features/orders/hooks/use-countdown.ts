// Whole seconds left until `until` (ms since the epoch), ticking every second; 0 once it has passed.
// The clock starts when the component mounts (each failure and each review mounts its own).
import { useEffect, useState } from 'react';

export function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const target = until ?? 0;
  useEffect(() => {
    if (target === 0) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= target) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [target]);
  return Math.max(0, Math.ceil((target - now) / 1000));
}
