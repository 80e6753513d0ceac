import type { BrandDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function brandDocument(row: Row<'brands'>): BrandDoc {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logoUrl: row.logo_url,
    isActive: row.is_active,
    updatedAt: isoTime(row.updated_at),
  };
}
