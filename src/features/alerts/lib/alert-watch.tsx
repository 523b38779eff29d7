// Runs the tab's alert evaluator for as long as the shell is mounted, on the tab's live client; its
// toast opens the Alerts screen. A stored list that could not be read is announced once here, on
// whatever screen the terminal opened. The list follows what other tabs of this browser write.
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLiveClient } from '@/live/hooks';
import { startAlertEvaluator } from '@/domain/alerts/alert-evaluator';
import { alertStore, followAlertStorage } from '@/domain/alerts/alert-store';
import { pushToast } from '@/lib/toast-store';

export function AlertWatch() {
  const client = useLiveClient();
  const router = useRouter();
  useEffect(() => followAlertStorage(), []);
  useEffect(() => {
    const notice = alertStore.getState().notice;
    if (notice) pushToast({ kind: 'warning', title: 'Price alerts were reset', message: notice }, 0);
  }, []);
  useEffect(
    () => startAlertEvaluator({ client, openAlerts: () => void router.navigate({ to: '/alerts' }) }),
    [client, router],
  );
  return null;
}
