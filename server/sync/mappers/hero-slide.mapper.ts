import type { HeroSlideDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function heroSlideDocument(row: Row<'hero_slides'>): HeroSlideDoc {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.image_url,
    ctaText: row.cta_text,
    ctaLink: row.cta_link,
    isActive: row.is_active,
    displayOrder: row.display_order,
    updatedAt: isoTime(row.updated_at),
  };
}
