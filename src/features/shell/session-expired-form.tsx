// A 401 from the API: ask for a token again, in place, without leaving the page (shown by
// session-expired-dialog.tsx, which loads it only when a session has expired).
import { useState, type FormEvent } from 'react';
import { updateConnection } from '@/api/session';
import { Dialog } from '@/components/dialog';
import { INPUT_LIMITS } from '@/lib/input-limits';

export function SessionExpiredForm() {
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    updateConnection({ token: token.trim() });
    setToken('');
  };
  return (
    // No onCancel: without a token nothing works, so the only way on is a new one.
    <Dialog
      title="Your session has expired"
      description="The API answered 401 Unauthorized. Enter a new access token to continue; this page stays as it is."
    >
      <form onSubmit={submit}>
        <label>
          Access token
          <input
            maxLength={INPUT_LIMITS.token}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </label>
        <div className="modal-actions">
          <button type="submit" className="primary" disabled={!token.trim()}>
            Continue
          </button>
        </div>
      </form>
    </Dialog>
  );
}
