import type { AdminHeroSlide, HeroSlideInput, HeroSlideListQuery } from '../../../shared/admin/hero-slide.schema';
import { resourceService } from '../resource.service';
import { findHeroSlide, heroSlideColumns, heroSlideList } from './hero-slides.repo';

/** Hero slides: list, edit, soft delete, restore, and their order in the home page's carousel. */
export const heroSlidesService = resourceService<HeroSlideListQuery, HeroSlideInput, AdminHeroSlide>({
  table: 'hero_slides',
  orderedTable: 'hero_slides',
  entityType: 'hero-slide',
  ...heroSlideList,
  find: findHeroSlide,
  columns: heroSlideColumns,
});
