import { heroSlideInputSchema, heroSlideListQuerySchema, heroSlideUpdateSchema } from '../../../shared/admin/hero-slide.schema';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { heroSlidesService } from './hero-slides.service';

/** /api/admin/hero-slides (admin, store_manager). */
export const heroSlidesRoutes = resourceRoutes(screenApp('hero-slides'), heroSlidesService, {
  listQuery: heroSlideListQuerySchema,
  input: heroSlideInputSchema,
  update: heroSlideUpdateSchema,
});
