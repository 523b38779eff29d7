// Shown once when the demo's saved state could not be restored: the demo started from the seed, the
// bad copy was kept aside, and the user can download it (nothing they saved is silently dropped).
import { useState } from 'react';
import { useStore } from 'zustand';
import { demoControlsStore } from '@/lib/demo-controls';
import { downloadText } from '@/lib/download';

export function DemoStateNotice() {
  const problem = useStore(demoControlsStore, (s) => s.controls?.restoreProblem ?? null);
  const [dismissed, setDismissed] = useState(false);
  if (!problem || dismissed) return null;
  return (
    <div className="demo-state-notice" role="alert" aria-label="Saved demo state not restored">
      <p>
        <strong>The saved demo state could not be restored</strong> ({problem.reason}). The demo started from
        its seeded state; the saved copy was kept aside.
      </p>
      <div className="actions">
        <button
          type="button"
          onClick={() => downloadText(problem.savedCopy, problem.fileName, 'application/json')}
        >
          Download the saved copy
        </button>
        <button type="button" className="link-button" onClick={() => setDismissed(true)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
