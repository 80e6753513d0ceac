import type { AdminBrand, BrandInput } from '../../../../shared/admin/brand.schema';
import { resourceQueries } from './resource-queries';

/** Brands: /api/admin/brands. */
export const brandQueries = resourceQueries<AdminBrand, BrandInput>('brands');
