import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '@/api/session';

// `/` opens the home screen chosen in Settings → Appearance: the accounts overview or the workspace.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: sessionStore.getState().homeScreen === 'workspace' ? '/workspace' : '/accounts' });
  },
});
