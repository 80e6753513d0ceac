import type { AdminCategory, CategoryInput } from '../../../../shared/admin/category.schema';
import { resourceQueries } from './resource-queries';

/** Categories: /api/admin/categories. */
export const categoryQueries = resourceQueries<AdminCategory, CategoryInput>('categories');
