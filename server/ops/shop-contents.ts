import { sql } from 'kysely';
import type { Database } from '../db/database';
import { BackupError } from './backup-error';

/** What a backup holds, or a restore brought back, counted the same way both times. */
export interface ShopContents {
  orders: number;
  refunds: number;
  auditEntries: number;
  images: number;
}

const COUNTED = { orders: 'orders', refunds: 'refunds', auditEntries: 'audit_log', images: 'media' } as const;

/** Counts what the shop keeps; a database without the shop's tables is refused, named as `where`. */
export async function shopContents(db: Database, where: string): Promise<ShopContents> {
  const { rows } = await sql<{ found: string | null }>`SELECT to_regclass('public.orders')::text AS found`.execute(db);
  if (!rows[0]?.found) throw new BackupError(`${where} does not hold the toy shop: it has no orders table.`);
  const counts = await Promise.all(
    Object.values(COUNTED).map(async (table) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)),
  );
  const [orders, refunds, auditEntries, images] = counts as [number, number, number, number];
  return { orders, refunds, auditEntries, images };
}

/** "3 orders, 1 refund, 12 audit entries, 1 image". */
export function describeContents(contents: ShopContents): string {
  const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    counted(contents.orders, 'order', 'orders'),
    counted(contents.refunds, 'refund', 'refunds'),
    counted(contents.auditEntries, 'audit entry', 'audit entries'),
    counted(contents.images, 'image', 'images'),
  ].join(', ');
}
