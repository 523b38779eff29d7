import { createFileRoute } from '@tanstack/react-router';
import { HistorySearch } from '@/features/accounts/history/history-search';
import { PortfolioHistoryScreen } from '@/features/accounts/history/portfolio-history-screen';

export const Route = createFileRoute('/accounts/$accountId/history')({
  validateSearch: HistorySearch,
  component: PortfolioHistoryScreen,
});
