import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, SavedViewsTable } from '../../db/schema';

export type SavedViewRow = Selectable<SavedViewsTable> & { owner_name: string };

const withOwner = (db: Kysely<DB> | Transaction<DB>) =>
  db.selectFrom('saved_views').innerJoin('user', 'user.id', 'saved_views.user_id').selectAll('saved_views').select('user.name as owner_name');

/** The views of one list a user sees: their own and those shared with everyone, by name. */
export function visibleViews(db: Kysely<DB>, list: string, userId: string): Promise<SavedViewRow[]> {
  return withOwner(db)
    .where('saved_views.list_key', '=', list)
    .where((eb) => eb.or([eb('saved_views.user_id', '=', userId), eb('saved_views.shared', '=', true)]))
    .orderBy(sql`lower(saved_views.name)`)
    .orderBy('saved_views.id')
    .execute();
}

/** One view of a list, locked for a change (or undefined). */
export function lockView(trx: Transaction<DB>, list: string, id: string): Promise<SavedViewRow | undefined> {
  return withOwner(trx).where('saved_views.list_key', '=', list).where('saved_views.id', '=', id).forUpdate('saved_views').executeTakeFirst();
}

/** One view as it is now (after a change). */
export function viewById(trx: Transaction<DB>, id: string): Promise<SavedViewRow> {
  return withOwner(trx).where('saved_views.id', '=', id).executeTakeFirstOrThrow();
}

/** How many views a user keeps of a list, and whether one of them already has this name. */
export async function ownViewsOf(trx: Transaction<DB>, list: string, userId: string, name: string) {
  const row = await trx
    .selectFrom('saved_views')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max(sql<number>`(lower(name) = lower(${name}))::int`).as('named')])
    .where('list_key', '=', list)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), named: Number(row.named ?? 0) === 1 };
}

/** Whether another of the owner's views of the list has this name. */
export async function nameTakenByOther(trx: Transaction<DB>, view: SavedViewRow, name: string): Promise<boolean> {
  const row = await trx
    .selectFrom('saved_views')
    .select('id')
    .where('list_key', '=', view.list_key)
    .where('user_id', '=', view.user_id)
    .where('id', '!=', view.id)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertView(trx: Transaction<DB>, values: { id: string; user_id: string; list_key: string; name: string; query: Record<string, string | number>; hidden_columns: string[] }): Promise<void> {
  await trx
    .insertInto('saved_views')
    .values({ ...values, query: JSON.stringify(values.query), hidden_columns: JSON.stringify(values.hidden_columns) })
    .execute();
}

export async function updateView(trx: Transaction<DB>, id: string, change: { name?: string; query?: Record<string, string | number>; hidden_columns?: string[]; shared?: boolean }): Promise<void> {
  await trx
    .updateTable('saved_views')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.query === undefined ? {} : { query: JSON.stringify(change.query) }),
      ...(change.hidden_columns === undefined ? {} : { hidden_columns: JSON.stringify(change.hidden_columns) }),
      ...(change.shared === undefined ? {} : { shared: change.shared }),
      version: sql<number>`version + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteView(trx: Transaction<DB>, id: string): Promise<void> {
  await trx.deleteFrom('saved_views').where('id', '=', id).execute();
}
