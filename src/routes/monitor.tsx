import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MonitorScreen } from '@/features/monitor/monitor-screen';

const MonitorSearch = z.object({
  symbols: z.string().optional().catch(undefined),
  selected: z.string().optional().catch(undefined),
  /** Show this watchlist's symbols instead of `symbols`. */
  watchlist: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/monitor')({
  validateSearch: (search) => MonitorSearch.parse(search),
  component: MonitorScreen,
});
