import type { AdminBrand, BrandInput, BrandListQuery } from '../../../shared/admin/brand.schema';
import { moveProductsOrRefuse } from '../product-usage';
import { resourceService } from '../resource.service';
import { BRAND_PRODUCTS, brandColumns, brandList, findBrand } from './brands.repo';
import { ADMIN_TEXTS } from '../../../shared/admin/api';

/** Brands: list, edit, soft delete (refused while products use one, unless they move), restore. Listed by name. */
export const brandsService = resourceService<BrandListQuery, BrandInput, AdminBrand>({
  table: 'brands',
  entityType: 'brand',
  ...brandList,
  find: findBrand,
  columns: brandColumns,
  unique: { brands_slug_key: { field: 'slug', message: ADMIN_TEXTS.slugTaken('brand') } },
  beforeDelete: (trx, scope, record, query) => moveProductsOrRefuse(trx, scope, BRAND_PRODUCTS, record.id, query),
});
