import type { JobPlace } from '../../shared/careers/job.schema';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';

/** Where a job is, from its row and its store's name (joined): a store, or remote over an area. */
export function jobPlace(row: { store_id: string | null; remote_area: string | null; store_name: string | null }): JobPlace {
  if (row.store_id !== null) return { storeId: row.store_id, label: row.store_name ?? '', remote: false };
  return { storeId: null, label: `${CAREERS_TEXTS.remote} (${row.remote_area ?? ''})`, remote: true };
}
