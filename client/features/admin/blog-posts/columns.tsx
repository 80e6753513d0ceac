import type { AdminBlogPost } from '../../../../shared/blog/blog-post.schema';
import { blogPostQueries } from '../api/use-blog-posts';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { BlogPostStatusBadge } from './blog-post-status';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** The blog posts list's columns; ids are the API's sort keys (BLOG_POST_SORTS). */
export function blogPostColumns(onDelete: (post: AdminBlogPost) => void): Array<AdminColumn<AdminBlogPost>> {
  return [
    recordLinkColumn('title', 'Title', '/admin/blog-posts/$id'),
    { id: 'slug', accessorKey: 'slug', header: 'Slug' },
    { id: 'status', header: 'Status', cell: ({ row }) => <BlogPostStatusBadge status={row.original.status} deletedAt={row.original.deletedAt} /> },
    { id: 'publishedAt', header: 'Publish date', enableSorting: true, cell: ({ row }) => dateTime(row.original.publishAt) },
    { id: 'author', accessorKey: 'authorName', header: 'Author' },
    { id: 'updatedAt', header: 'Updated', enableSorting: true, cell: ({ row }) => dateTime(row.original.updatedAt) },
    rowActionsColumn({ route: '/admin/blog-posts/$id', label: (row) => row.title, queries: blogPostQueries, onDelete }),
  ];
}
