import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { BlogPostsPage } from '../features/admin/blog-posts/blog-posts-page';

export const Route = createFileRoute('/admin/blog-posts/')({ validateSearch: rawSearch, component: BlogPostsRoute });

function BlogPostsRoute() {
  const navigate = Route.useNavigate();
  return <BlogPostsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
