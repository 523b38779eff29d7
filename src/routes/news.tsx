import { createFileRoute } from '@tanstack/react-router';
import { NewsSearch } from '@/features/news/lib/news-search';
import { NewsScreen } from '@/features/news/news-screen';

export const Route = createFileRoute('/news')({
  validateSearch: (search) => NewsSearch.parse(search),
  component: NewsScreen,
});
