import * as z from 'zod';
import { listQuerySchema } from './list-query';
import { slugSchema } from './slug';
import { activeDeletedFilters, descriptionField, imagePathField, nameField } from './fields';

/** A brand as the back office creates or edits it (the form's resolver and the server's validator). */
export const brandInputSchema = z.object({
  name: nameField(80),
  slug: slugSchema,
  description: descriptionField,
  /** The logo: an uploaded image (`/media/…`), one of the drawn ones (`/images/…`), or none. */
  logoUrl: imagePathField,
  isActive: z.boolean().default(true),
});
export type BrandInput = z.infer<typeof brandInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const brandUpdateSchema = brandInputSchema.extend({ version: z.string().min(1) });
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

/** Brands list: search by name or slug, filter by active and deleted. */
export const brandListQuerySchema = listQuerySchema(activeDeletedFilters);
export type BrandListQuery = z.infer<typeof brandListQuerySchema>;
export const BRAND_SORTS = ['name', 'slug', 'productCount', 'updatedAt'] as const;

/** A brand row as the back office lists and edits it. */
export interface AdminBrand {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logoUrl: string | null;
  isActive: boolean;
  productCount: number;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
