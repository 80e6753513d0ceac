import { articleInputSchema, articleListQuerySchema, articleUpdateSchema, type AdminArticle, type ArticleInput, type ArticleListQuery } from '../../../../shared/support/articles';
import { withMarkdownPreview } from '../../../content/markdown-preview';
import { resourceRoutes } from '../../resource.routes';
import { resourceService } from '../../resource.service';
import { screenApp } from '../../screen-app';
import { articleColumns, articleList, findArticle } from './articles.repo';

/** The knowledge base's articles: list, create, edit (publish or unpublish), soft delete, restore, reorder. */
export const articlesService = resourceService<ArticleListQuery, ArticleInput, AdminArticle>({
  table: 'support_articles',
  orderedTable: 'support_articles',
  entityType: 'support-article',
  ...articleList,
  find: findArticle,
  columns: articleColumns,
  unique: { support_articles_slug: { field: 'slug', message: 'Another article already uses this slug' } },
});

/** /api/admin/robo-support/articles (admin, store_manager, staff), with POST /preview for the editor. */
export const supportArticlesRoutes = resourceRoutes(withMarkdownPreview(screenApp('robo-support')), articlesService, {
  listQuery: articleListQuerySchema,
  input: articleInputSchema,
  update: articleUpdateSchema,
});
