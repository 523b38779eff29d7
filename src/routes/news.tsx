import { createFileRoute } from '@tanstack/react-router';
import { NewsSearch } from '@/features/news/lib/news-search';
import { NewsScreen } from '@/features/news/news-screen';

export const Route = createFileRoute('/news')({
  validateSearch: (search) => NewsSearch.parse(search),
  // Warms the feed on entry only: a filter change is the screen's (a route reload would replace the
  // form with the pending screen and lose what is being typed). The filter-to-request code is
  // imported on demand so it stays out of the entry bundle.
  shouldReload: false,
  loader: ({ context, location }) => {
    const search = NewsSearch.parse(location.search);
    void import('@/features/news/lib/prefetch-news').then((m) => m.prefetchNews(context.queryClient, search));
  },
  component: NewsScreen,
});
