// The parts of the terminal that could not be downloaded (lib/code-load.ts): named in the status strip,
// so a trader knows that, say, order status updates or price alerts are not running, with Reload, the
// way that always brings them back once the browser is online. In the entry bundle: it must work
// offline.
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { codeLoadStore } from '@/lib/code-load';

const subscribeOnline = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

export function CodeLoadNotice() {
  const missing = useStore(codeLoadStore, (s) => s.missing);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  if (missing.length === 0) return null;
  return (
    <div className="code-load-notice" role="status">
      <span title={`Not downloaded: ${missing.join(', ')}`}>
        {online ? '' : 'Offline. '}Not downloaded: {missing.join(', ')}.
      </span>
      <button type="button" className="link-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
