import type { CategoryDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function categoryDocument(row: Row<'categories'>): CategoryDoc {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    displayOrder: row.display_order,
    isActive: row.is_active,
    updatedAt: isoTime(row.updated_at),
  };
}
