import { createFileRoute } from '@tanstack/react-router';
import { ArticleNewPage } from '../features/admin/robo-support/knowledge/article-pages';

export const Route = createFileRoute('/admin/robo-support_/articles/new')({ component: ArticleNewPage });
