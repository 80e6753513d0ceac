import type { AdminHeroSlide, HeroSlideInput } from '../../../../shared/admin/hero-slide.schema';
import { resourceQueries } from './resource-queries';

/** Hero slides: /api/admin/hero-slides. */
export const heroSlideQueries = resourceQueries<AdminHeroSlide, HeroSlideInput>('hero-slides');
