import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { AdminBlogPost } from '../../../../shared/blog/blog-post.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { blogPostQueries } from '../api/use-blog-posts';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { BlogPostForm, useBlogPostForm } from './blog-post-form';
import { BlogPostStatusBadge } from './blog-post-status';

/** /admin/blog-posts/new: a new post, by the staff member writing it. */
export function BlogPostNewPage() {
  useBreadcrumb('New post');
  const form = useBlogPostForm();
  const create = blogPostQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-blog-post-new">
      <h1>New post</h1>
      <BlogPostForm
        form={form}
        submitLabel="Create post"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Post created', description: `“${created.title}” is saved.` });
          await navigate({ to: '/admin/blog-posts/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/blog-posts/$id: edit a post, see its history, delete it. */
export function BlogPostEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-blog-post-edit" noun="Post" queries={blogPostQueries} name={(post) => post.title}>
      {(post, reload) => <BlogPostEditor post={post} onReload={reload} />}
    </RecordPage>
  );
}

function BlogPostEditor({ post, onReload }: { post: AdminBlogPost; onReload: () => void }) {
  const form = useBlogPostForm(post);
  const update = blogPostQueries.useUpdate(post.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{post.title}</h1>
        <BlogPostStatusBadge status={post.status} deletedAt={post.deletedAt} />
      </div>
      <p className="muted">
        By {post.authorName}
        {post.status === 'published' && !post.deletedAt ? (
          <>
            {' · '}
            <Link to="/blog/$slug" params={{ slug: post.slug }}>View on the blog</Link>
          </>
        ) : null}
      </p>
      <BlogPostForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: post.version });
          showToast({ title: 'Post saved', description: `“${saved.title}” is updated.` });
        }}
        extraActions={
          post.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete post
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? post : null} noun="post" name={(row) => row.title} queries={blogPostQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/blog-posts' })} />
    </>
  );
}
