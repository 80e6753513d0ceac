import { categoryInputSchema, categoryListQuerySchema, categoryUpdateSchema } from '../../../shared/admin/category.schema';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { categoriesService } from './categories.service';

/** /api/admin/categories (admin, store_manager). */
export const categoriesRoutes = resourceRoutes(screenApp('categories'), categoriesService, {
  listQuery: categoryListQuerySchema,
  input: categoryInputSchema,
  update: categoryUpdateSchema,
});
