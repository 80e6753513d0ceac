import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AdminHeroSlide } from '../../../../shared/admin/hero-slide.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { heroSlideQueries } from '../api/use-hero-slides';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { ActiveBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { HeroSlideForm, useHeroSlideForm } from './hero-slide-form';

/** /admin/hero-slides/new: a new slide goes last in the carousel. */
export function HeroSlideNewPage() {
  useBreadcrumb('New slide');
  const form = useHeroSlideForm();
  const create = heroSlideQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-hero-slide-new">
      <h1>New slide</h1>
      <HeroSlideForm
        form={form}
        submitLabel="Create slide"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Slide created', description: `“${created.title}” is saved.` });
          await navigate({ to: '/admin/hero-slides/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/hero-slides/$id: edit a slide, see its history, delete it. */
export function HeroSlideEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-hero-slide-edit" noun="Slide" queries={heroSlideQueries} name={(slide) => slide.title}>
      {(slide, reload) => <HeroSlideEditor slide={slide} onReload={reload} />}
    </RecordPage>
  );
}

function HeroSlideEditor({ slide, onReload }: { slide: AdminHeroSlide; onReload: () => void }) {
  const form = useHeroSlideForm(slide);
  const update = heroSlideQueries.useUpdate(slide.id);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div className="admin-page-head">
        <h1>{slide.title}</h1>
        <ActiveBadge isActive={slide.isActive} deletedAt={slide.deletedAt} />
      </div>
      <p className="muted">Position {slide.displayOrder} in the carousel</p>
      <HeroSlideForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: slide.version });
          showToast({ title: 'Slide saved', description: `“${saved.title}” is updated.` });
        }}
        extraActions={
          slide.deletedAt ? null : (
            <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
              Delete slide
            </button>
          )
        }
      />
      <DeleteDialog record={deleting ? slide : null} noun="slide" name={(row) => row.title} queries={heroSlideQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/hero-slides' })} />
    </>
  );
}
