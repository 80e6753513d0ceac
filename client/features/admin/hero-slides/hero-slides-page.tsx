import { Link } from '@tanstack/react-router';
import { heroSlideListQuerySchema } from '../../../../shared/admin/hero-slide.schema';
import { heroSlideQueries } from '../api/use-hero-slides';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { heroSlideColumns } from './columns';

/** /admin/hero-slides: the home page carousel's slides, in the order shoppers see them. */
export function HeroSlidesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      testId="page-admin-hero-slides"
      title="Hero Slides"
      lede="The slides of the home page carousel, in the order shoppers see them."
      newLink={<Link className="button" to="/admin/hero-slides/new">New slide</Link>}
      resource="hero-slides"
      searchLabel="Search slides"
      noun="slide"
      name={(slide) => slide.title}
      schema={heroSlideListQuerySchema}
      queries={heroSlideQueries}
      columns={heroSlideColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
