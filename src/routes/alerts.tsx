import { createFileRoute } from '@tanstack/react-router';
import { AlertsScreen } from '@/features/alerts/alerts-screen';

export const Route = createFileRoute('/alerts')({
  component: AlertsScreen,
});
