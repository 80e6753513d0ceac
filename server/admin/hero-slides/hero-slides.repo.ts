import type { Kysely } from 'kysely';
import type { AdminHeroSlide, HeroSlideInput, HeroSlideListQuery } from '../../../shared/admin/hero-slide.schema';
import type { DB } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';
import { heroSlideDocument } from '../../sync/mappers/hero-slide.mapper';

const SORT: ListSort = {
  sortable: { title: 'hero_slides.title', displayOrder: 'hero_slides.display_order', updatedAt: 'hero_slides.updated_at' },
  defaultSort: 'displayOrder.asc',
  tiebreaker: 'hero_slides.id',
};

function selectHeroSlides(db: Kysely<DB>) {
  return db.selectFrom('hero_slides').selectAll('hero_slides');
}

type HeroSlideRow = Awaited<ReturnType<ReturnType<typeof selectHeroSlides>['executeTakeFirstOrThrow']>>;

function toAdminHeroSlide(row: HeroSlideRow): AdminHeroSlide {
  // The storefront's document of the slide (one mapping of the row), plus what only staff see.
  return { ...heroSlideDocument(row), ...lifecycleOf(row) };
}

const filtered = (db: Kysely<DB>, query: HeroSlideListQuery) =>
  searchedAndFiltered(selectHeroSlides(db), query, { table: 'hero_slides', search: ['hero_slides.title', 'hero_slides.cta_text'] });

const CSV: CsvExport<AdminHeroSlide> = {
  name: 'hero-slides',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'title', value: (row) => row.title },
    { header: 'subtitle', value: (row) => row.subtitle },
    { header: 'image_url', value: (row) => row.imageUrl },
    { header: 'cta_text', value: (row) => row.ctaText },
    { header: 'cta_link', value: (row) => row.ctaLink },
    { header: 'display_order', value: (row) => row.displayOrder },
    { header: 'active', value: (row) => row.isActive },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const heroSlideList = listAndCsv(filtered, SORT, toAdminHeroSlide, CSV);

export async function findHeroSlide(db: Kysely<DB>, id: string): Promise<AdminHeroSlide | undefined> {
  const row = await selectHeroSlides(db).where('hero_slides.id', '=', id).executeTakeFirst();
  return row && toAdminHeroSlide(row);
}

/** The columns an input writes. */
export function heroSlideColumns(input: HeroSlideInput) {
  return {
    title: input.title,
    subtitle: input.subtitle,
    image_url: input.imageUrl,
    cta_text: input.ctaText,
    cta_link: input.ctaLink,
    is_active: input.isActive,
  };
}
