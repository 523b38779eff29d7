import { useStore } from 'zustand';
import { dismissToast, toastStore } from '@/lib/toast-store';

export function Toaster() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    <div className="toaster" role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <div className="toast-title">{t.title}</div>
          {t.message && <div className="toast-message">{t.message}</div>}
          {t.requestId && <div className="request-id">request_id: {t.requestId}</div>}
          {t.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                dismissToast(t.id);
                t.action?.run();
              }}
            >
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
