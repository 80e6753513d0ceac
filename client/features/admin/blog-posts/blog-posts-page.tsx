import { Link } from '@tanstack/react-router';
import { blogPostListQuerySchema } from '../../../../shared/blog/blog-post.schema';
import { blogPostQueries } from '../api/use-blog-posts';
import { DELETED_FILTER, type ListFilter } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { blogPostColumns } from './columns';

const FILTERS: ReadonlyArray<ListFilter> = [
  { key: 'status', label: 'Status', options: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }, { value: 'scheduled', label: 'Scheduled' }] },
  DELETED_FILTER,
];

/** /admin/blog-posts: the blog's posts, drafts and scheduled ones included. */
export function BlogPostsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      testId="page-admin-blog-posts"
      title="Blog Posts"
      lede="The shop's news: write in Markdown, publish now or schedule a time."
      newLink={<Link className="button" to="/admin/blog-posts/new">New post</Link>}
      resource="blog-posts"
      searchLabel="Search posts"
      noun="post"
      name={(post) => post.title}
      schema={blogPostListQuerySchema}
      queries={blogPostQueries}
      columns={blogPostColumns}
      filters={FILTERS}
      search={search}
      onSearch={onSearch}
    />
  );
}
