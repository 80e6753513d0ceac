import * as z from 'zod';
import { listQuerySchema } from './list-query';
import { activeDeletedFilters, imagePathField, linkField, nameField, optionalLineField } from './fields';

/**
 * A home-page hero slide as the back office creates or edits it. Its place in the carousel is
 * the display order, changed with move up/down or a drag (POST …/:id/move, PUT …/order), not typed.
 */
export const heroSlideInputSchema = z.object({
  title: nameField(120, 'a title'),
  subtitle: optionalLineField(200, 'A subtitle'),
  imageUrl: imagePathField,
  ctaText: nameField(40, 'the button text'),
  ctaLink: linkField,
  isActive: z.boolean().default(true),
});
export type HeroSlideInput = z.infer<typeof heroSlideInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const heroSlideUpdateSchema = heroSlideInputSchema.extend({ version: z.string().min(1) });
export type HeroSlideUpdate = z.infer<typeof heroSlideUpdateSchema>;

/** Hero slides list: search by title or button text, filter by active and deleted. */
export const heroSlideListQuerySchema = listQuerySchema(activeDeletedFilters);
export type HeroSlideListQuery = z.infer<typeof heroSlideListQuerySchema>;
export const HERO_SLIDE_SORTS = ['title', 'displayOrder', 'updatedAt'] as const;

/** A hero slide as the back office lists and edits it. */
export interface AdminHeroSlide {
  id: string;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  ctaText: string;
  ctaLink: string;
  displayOrder: number;
  isActive: boolean;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
