// Asks for the access token in place, without leaving the page (shown by session-expired-dialog.tsx,
// which loads it only when needed): after a 401 ("expired"), or in live mode with no token yet
// ("missing": after a reload, when the token was not remembered for the tab).
import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { sessionStore, updateConnection } from '@/api/session';
import { Dialog } from '@/components/dialog';
import { INPUT_LIMITS } from '@/lib/input-limits';

export function SessionExpiredForm({ reason }: { reason: 'expired' | 'missing' }) {
  const baseUrl = useStore(sessionStore, (s) => s.baseUrl);
  const [remember, setRemember] = useState(() => sessionStore.getState().rememberToken);
  // Uncontrolled: the typed token never sits in a `value` attribute of the page.
  const [filled, setFilled] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('token') as HTMLInputElement | null;
    const token = input?.value.trim() ?? '';
    if (!token) return;
    updateConnection({ token, rememberToken: remember });
    if (input) input.value = '';
    setFilled(false);
  };
  return (
    // No onCancel: without a token nothing works, so the only way on is a token.
    <Dialog
      title={reason === 'missing' ? 'Enter your access token' : 'Your session has expired'}
      description={
        reason === 'missing'
          ? `Live mode connects to ${baseUrl}. Enter your access token to continue; nothing is sent without it.`
          : 'The API answered 401 Unauthorized. Enter a new access token to continue; this page stays as it is.'
      }
    >
      <form onSubmit={submit}>
        <label>
          Access token
          <input
            name="token"
            maxLength={INPUT_LIMITS.token}
            type="password"
            autoComplete="off"
            onChange={(e) => setFilled(e.target.value.trim() !== '')}
          />
        </label>
        <label className="inline">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember the token for this tab (sessionStorage; cleared when the tab closes)
        </label>
        <div className="modal-actions">
          <button
            type="button"
            onClick={() => {
              // The in-page sandbox starts at page load: demo mode needs one reload.
              updateConnection({ mode: 'demo', token: null });
              window.location.reload();
            }}
          >
            Use demo mode instead
          </button>
          <button type="submit" className="primary" disabled={!filled}>
            Continue
          </button>
        </div>
      </form>
    </Dialog>
  );
}
