import type { AdminCategory, CategoryInput, CategoryListQuery } from '../../../shared/admin/category.schema';
import { moveProductsOrRefuse } from '../product-usage';
import { resourceService } from '../resource.service';
import { CATEGORY_PRODUCTS, categoryColumns, categoryList, findCategory } from './categories.repo';
import { ADMIN_TEXTS } from '../../../shared/admin/api';

/** Categories: list, edit, soft delete (refused while products use one, unless they move), restore, reorder. */
export const categoriesService = resourceService<CategoryListQuery, CategoryInput, AdminCategory>({
  table: 'categories',
  orderedTable: 'categories',
  entityType: 'category',
  ...categoryList,
  find: findCategory,
  columns: categoryColumns,
  unique: { categories_slug_key: { field: 'slug', message: ADMIN_TEXTS.slugTaken('category') } },
  beforeDelete: (trx, scope, record, query) => moveProductsOrRefuse(trx, scope, CATEGORY_PRODUCTS, record.id, query),
});
