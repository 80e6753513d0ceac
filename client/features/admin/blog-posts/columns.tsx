import { Link } from '@tanstack/react-router';
import type { AdminBlogPost } from '../../../../shared/blog/blog-post.schema';
import { blogPostQueries } from '../api/use-blog-posts';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
import { BlogPostStatusBadge } from './blog-post-status';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** The blog posts list's columns; ids are the API's sort keys (BLOG_POST_SORTS). */
export function blogPostColumns(onDelete: (post: AdminBlogPost) => void): Array<AdminColumn<AdminBlogPost>> {
  return [
    {
      id: 'title',
      accessorKey: 'title',
      header: 'Title',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/blog-posts/$id" params={{ id: row.original.id }}>
          {row.original.title}
        </Link>
      ),
    },
    { id: 'slug', accessorKey: 'slug', header: 'Slug' },
    { id: 'status', header: 'Status', cell: ({ row }) => <BlogPostStatusBadge status={row.original.status} deletedAt={row.original.deletedAt} /> },
    { id: 'publishedAt', header: 'Publish date', enableSorting: true, cell: ({ row }) => dateTime(row.original.publishAt) },
    { id: 'author', accessorKey: 'authorName', header: 'Author' },
    { id: 'updatedAt', header: 'Updated', enableSorting: true, cell: ({ row }) => dateTime(row.original.updatedAt) },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={row.original.title}
          queries={blogPostQueries}
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/blog-posts/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.title}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
