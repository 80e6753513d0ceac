import * as z from 'zod';
import { listQuerySchema } from './list-query';
import { slugSchema } from './slug';
import { activeDeletedFilters, descriptionField, nameField } from './fields';

/** A category as the back office creates or edits it (the form's resolver and the server's validator). */
export const categoryInputSchema = z.object({
  name: nameField(80),
  slug: slugSchema,
  description: descriptionField,
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const categoryUpdateSchema = categoryInputSchema.extend({ version: z.string().min(1) });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** Categories list: search by name or slug, filter by active and deleted; sort name, displayOrder, productCount. */
export const categoryListQuerySchema = listQuerySchema(activeDeletedFilters);
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
export const CATEGORY_SORTS = ['name', 'slug', 'displayOrder', 'productCount', 'updatedAt'] as const;

/** A category row as the back office lists and edits it. */
export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  displayOrder: number;
  isActive: boolean;
  productCount: number;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
