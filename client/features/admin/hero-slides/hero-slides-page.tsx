import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { heroSlideListQuerySchema, type AdminHeroSlide } from '../../../../shared/admin/hero-slide.schema';
import { errorText } from '../api/resource-queries';
import { heroSlideQueries } from '../api/use-hero-slides';
import { ACTIVE_DELETED_FILTERS, DataTable } from '../kit/data-table';
import { DeleteDialog } from '../kit/delete-dialog';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { heroSlideColumns } from './columns';

/** /admin/hero-slides: the home page carousel's slides, in their order. */
export function HeroSlidesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(heroSlideListQuerySchema, search, onSearch);
  const list = heroSlideQueries.useList(query);
  const [deleting, setDeleting] = useState<AdminHeroSlide | null>(null);
  const columns = useMemo(() => heroSlideColumns(setDeleting), []);
  return (
    <div data-testid="page-admin-hero-slides">
      <div className="admin-page-head">
        <h1>Hero Slides</h1>
        <Link className="button" to="/admin/hero-slides/new">
          New slide
        </Link>
      </div>
      <p className="lede">The slides of the home page carousel, in the order shoppers see them.</p>
      <DataTable
        resource="hero-slides"
        caption="Hero slides"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search slides"
        filters={ACTIVE_DELETED_FILTERS}
      />
      <DeleteDialog record={deleting} noun="slide" name={(slide) => slide.title} queries={heroSlideQueries} onClose={() => setDeleting(null)} />
    </div>
  );
}
