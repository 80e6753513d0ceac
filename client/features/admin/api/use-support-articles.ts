import type { AdminArticle, ArticleInput } from '../../../../shared/support/articles';
import { resourceQueries } from './resource-queries';

/** The knowledge base's articles: /api/admin/robo-support/articles. */
export const supportArticleQueries = resourceQueries<AdminArticle, ArticleInput>('robo-support/articles');
