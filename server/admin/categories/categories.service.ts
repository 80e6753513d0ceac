import type { AdminCategory, CategoryInput, CategoryListQuery } from '../../../shared/admin/category.schema';
import { moveProductsOrRefuse } from '../product-usage';
import { resourceService } from '../resource.service';
import { categoriesCsv, categoryColumns, findCategory, listCategories } from './categories.repo';

/** Categories: list, edit, soft delete (refused while products use one, unless they move), restore, reorder. */
export const categoriesService = resourceService<CategoryListQuery, CategoryInput, AdminCategory>({
  table: 'categories',
  orderedTable: 'categories',
  entityType: 'category',
  list: listCategories,
  csv: categoriesCsv,
  find: findCategory,
  columns: categoryColumns,
  unique: { categories_slug_key: { field: 'slug', message: 'Another category already uses this slug' } },
  beforeDelete: (trx, scope, record, query) =>
    moveProductsOrRefuse(trx, scope, { column: 'category_id', table: 'categories', entityType: 'category' }, record.id, query),
});
