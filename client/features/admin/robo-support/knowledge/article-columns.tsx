import type { AdminArticle } from '../../../../../shared/support/articles';
import { supportTopicName } from '../../../../../shared/support/topics';
import { supportArticleQueries } from '../../api/use-support-articles';
import { recordLinkColumn, rowActionsColumn } from '../../kit/record-columns';
import type { AdminColumn } from '../../kit/data-table';
import { PublishedBadge } from './published-badge';

/** The articles list's columns; ids are the API's sort keys (ARTICLE_SORTS). */
export function articleColumns(onDelete: (article: AdminArticle) => void): Array<AdminColumn<AdminArticle>> {
  return [
    { id: 'displayOrder', accessorKey: 'displayOrder', header: 'Order', enableSorting: true },
    recordLinkColumn('title', 'Title', '/admin/robo-support/articles/$id'),
    { id: 'topic', header: 'Topic', enableSorting: true, cell: ({ row }) => supportTopicName(row.original.topic) },
    { id: 'keywords', header: 'Keywords', cell: ({ row }) => row.original.keywords.join(', ') },
    { id: 'status', header: 'Status', cell: ({ row }) => <PublishedBadge article={row.original} /> },
    rowActionsColumn({ route: '/admin/robo-support/articles/$id', label: (row) => row.title, queries: supportArticleQueries, ordered: true, onDelete }),
  ];
}
