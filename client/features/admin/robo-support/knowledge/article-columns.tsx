import { Link } from '@tanstack/react-router';
import type { AdminArticle } from '../../../../../shared/support/articles';
import { supportTopicName } from '../../../../../shared/support/topics';
import { supportArticleQueries } from '../../api/use-support-articles';
import type { AdminColumn } from '../../kit/data-table';
import { RowActions } from '../../kit/row-actions';
import { PublishedBadge } from './published-badge';

/** The articles list's columns; ids are the API's sort keys (ARTICLE_SORTS). */
export function articleColumns(onDelete: (article: AdminArticle) => void): Array<AdminColumn<AdminArticle>> {
  return [
    { id: 'displayOrder', accessorKey: 'displayOrder', header: 'Order', enableSorting: true },
    {
      id: 'title',
      accessorKey: 'title',
      header: 'Title',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/robo-support/articles/$id" params={{ id: row.original.id }}>
          {row.original.title}
        </Link>
      ),
    },
    { id: 'topic', header: 'Topic', enableSorting: true, cell: ({ row }) => supportTopicName(row.original.topic) },
    { id: 'keywords', header: 'Keywords', cell: ({ row }) => row.original.keywords.join(', ') },
    { id: 'status', header: 'Status', cell: ({ row }) => <PublishedBadge article={row.original} /> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={row.original.title}
          queries={supportArticleQueries}
          ordered
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/robo-support/articles/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.title}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
