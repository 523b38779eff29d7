// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@/components/dialog';

function Opener({ onCancel = () => {}, busy = false }: { onCancel?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onCancel();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open review</button>
      {open && (
        <Dialog
          title="Review order"
          description="Buy 10 AAPL at market."
          onCancel={close}
          initialFocus={cancelRef}
          busy={busy}
        >
          <input aria-label="Note" />
          <button ref={cancelRef} onClick={close}>
            Cancel
          </button>
          <button>Send</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is labelled and described, focuses the initial element and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review order' });
    expect(dialog).toHaveAccessibleDescription('Buy 10 AAPL at market.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Opener onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open review' })).toHaveFocus();
  });

  it('ignores Escape while busy', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Opener onCancel={onCancel} busy />);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Review order' })).toBeInTheDocument();
  });
});

describe('Dialog on the native <dialog>', () => {
  it('opens modally (showModal) and closes when it unmounts', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review order' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape when the user must answer (no onCancel)', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Session expired">
        <button>Sign in</button>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Session expired' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });
});
