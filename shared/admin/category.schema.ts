import * as z from 'zod';
import { text } from '../text.schema';
import { listQuerySchema } from './list-query';
import { slugSchema } from './slug';

/** A category as the back office creates or edits it (the form's resolver and the server's validator). */
export const categoryInputSchema = z.object({
  name: text().trim().min(1, 'Enter a name').max(80, 'A name is at most 80 characters'),
  slug: slugSchema,
  description: z.string().trim().max(2000, 'A description is at most 2,000 characters').nullable().default(null),
  isActive: z.boolean().default(true),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const categoryUpdateSchema = categoryInputSchema.extend({ version: z.string().min(1) });

/** Categories list: search by name or slug, filter by active and deleted. */
export const categoryListQuerySchema = listQuerySchema({
  active: z.enum(['yes', 'no']).optional(),
  deleted: z.enum(['yes', 'no']).optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

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
  version: string;
}
