import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminArticle } from '../../../../../shared/support/articles';
import { KNOWLEDGE_ADMIN_TEXTS } from '../../../../../shared/support/support-texts';
import { supportTopicName } from '../../../../../shared/support/topics';
import { showToast } from '../../../../lib/toast/toast-store';
import { supportArticleQueries } from '../../api/use-support-articles';
import { DeleteDialog } from '../../kit/delete-dialog';
import { RecordPage } from '../../kit/record-page';
import { useBreadcrumb } from '../../shell/breadcrumbs';
import { ArticleForm, useArticleForm } from './article-form';
import { PublishedBadge } from './published-badge';

/** /admin/robo-support/articles/new: a new article goes last in its list, as a draft unless published here. */
export function ArticleNewPage() {
  useBreadcrumb(KNOWLEDGE_ADMIN_TEXTS.newArticle);
  const form = useArticleForm();
  const create = supportArticleQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-article-new">
      <h1>{KNOWLEDGE_ADMIN_TEXTS.newArticle}</h1>
      <ArticleForm
        form={form}
        isNew
        submitLabel="Create article"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: KNOWLEDGE_ADMIN_TEXTS.created, description: `“${created.title}” is saved.` });
          await navigate({ to: '/admin/robo-support/articles/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/robo-support/articles/$id: edit, publish or unpublish an article, see its history, delete it. */
export function ArticleEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-article-edit" noun="Article" queries={supportArticleQueries} name={(article) => article.title}>
      {(article, reload) => <ArticleEditor article={article} onReload={reload} />}
    </RecordPage>
  );
}

function ArticleEditor({ article, onReload }: { article: AdminArticle; onReload: () => void }) {
  const form = useArticleForm(article);
  const update = supportArticleQueries.useUpdate(article.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{article.title}</h1>
        <PublishedBadge article={article} />
      </div>
      <p className="muted">
        {supportTopicName(article.topic)} · position {article.displayOrder} ·{' '}
        {article.isPublished && !article.deletedAt ? <a href={`/faq#${article.slug}`}>/faq#{article.slug}</a> : 'not on the FAQ'}
      </p>
      <ArticleForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: article.version });
          showToast({ title: KNOWLEDGE_ADMIN_TEXTS.saved, description: `“${saved.title}” is updated.` });
        }}
        extraActions={
          article.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete article
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? article : null} noun="article" name={(row) => row.title} queries={supportArticleQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/robo-support' })} />
    </>
  );
}
