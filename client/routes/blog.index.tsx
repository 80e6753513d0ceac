import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../features/blog/blog-list-page';

/** ?page=n, a whole number from 1; anything else is the first page. A plain function: the route's search runs in the entry. */
function blogSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

export const Route = createFileRoute('/blog/')({ validateSearch: blogSearch, component: BlogRoute });

function BlogRoute() {
  const { page } = Route.useSearch();
  return <BlogListPage page={page ?? 1} />;
}
