import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditPage } from '../features/admin/robo-support/knowledge/article-pages';

export const Route = createFileRoute('/admin/robo-support_/articles/$id')({ component: ArticleEditRoute });

function ArticleEditRoute() {
  const { id } = Route.useParams();
  return <ArticleEditPage key={id} id={id} />;
}
