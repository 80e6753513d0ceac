import { brandInputSchema, brandListQuerySchema, brandUpdateSchema } from '../../../shared/admin/brand.schema';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { brandsService } from './brands.service';

/** /api/admin/brands (admin, store_manager). */
export const brandsRoutes = resourceRoutes(screenApp('brands'), brandsService, {
  listQuery: brandListQuerySchema,
  input: brandInputSchema,
  update: brandUpdateSchema,
});
