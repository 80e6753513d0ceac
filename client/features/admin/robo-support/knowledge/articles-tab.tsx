import { Link } from '@tanstack/react-router';
import { articleListQuerySchema } from '../../../../../shared/support/articles';
import { KNOWLEDGE_ADMIN_TEXTS } from '../../../../../shared/support/support-texts';
import { supportArticleQueries } from '../../api/use-support-articles';
import type { ListSearch } from '../../kit/list-search';
import { ListScreen } from '../../kit/list-screen';
import { articleColumns } from './article-columns';

/**
 * The Robo Support screen's "Articles" tab: the knowledge base, in the order the FAQ shows each topic.
 * Its list query (search, sort, page) is the route's, like every list's: bookmarkable, back included.
 */
export function ArticlesTab({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      heading="h2"
      testId="admin-support-articles"
      title="Articles"
      lede={KNOWLEDGE_ADMIN_TEXTS.articlesLede}
      newLink={
        <Link className="button" to="/admin/robo-support/articles/new">
          {KNOWLEDGE_ADMIN_TEXTS.newArticle}
        </Link>
      }
      resource="robo-support/articles"
      searchLabel="Search articles"
      noun="article"
      name={(article) => article.title}
      schema={articleListQuerySchema}
      queries={supportArticleQueries}
      columns={articleColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
