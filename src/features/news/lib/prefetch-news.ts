// The /news loader's warm-up: starts the feed's first page for the URL's filters (the screen joins
// the same request). Filters naming instruments wait for the screen, which resolves symbols first.
import type { QueryClient } from '@tanstack/react-query';
import { newsQueries } from '@/api/resources/news';
import { newsFilters } from './news-filters';
import type { NewsSearch } from './news-search';
import { NEWS_PAGE_SIZE, rangeProblem } from './news-view';

export function prefetchNews(queryClient: QueryClient, search: NewsSearch): void {
  if (search.symbols || rangeProblem(search)) return;
  void queryClient.prefetchInfiniteQuery({
    ...newsQueries.infinite({ ...newsFilters(search, []), page_size: NEWS_PAGE_SIZE }),
    staleTime: Infinity,
  });
}
