import { createFileRoute } from '@tanstack/react-router';
import { BlogPostEditPage } from '../features/admin/blog-posts/blog-post-pages';

export const Route = createFileRoute('/admin/blog-posts/$id')({ component: BlogPostEditRoute });

function BlogPostEditRoute() {
  const { id } = Route.useParams();
  return <BlogPostEditPage key={id} id={id} />;
}
