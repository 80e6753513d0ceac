import type { Selectable } from 'kysely';
import type { SavedAddress, SavedAddressData } from '../../shared/auth/saved-address.schema';
import type { Database } from '../db/database';
import type { SavedAddressesTable } from '../db/schema';

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

function toSavedAddress(row: Selectable<SavedAddressesTable>): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    fullName: row.full_name,
    addressLine1: row.address_line_1,
    addressLine2: row.address_line_2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    phone: row.phone,
    isDefault: row.is_default,
  };
}

function columnsOf(data: Omit<SavedAddressData, 'isDefault'>) {
  return {
    label: data.label,
    full_name: data.fullName,
    address_line_1: data.addressLine1,
    address_line_2: data.addressLine2,
    city: data.city,
    region: data.region,
    postal_code: data.postalCode,
    country: data.country,
    phone: data.phone,
  };
}

/** Every query is scoped by user_id: an address of another user is simply not there. */
export const savedAddressesRepo = {
  async listForUser(db: Executor, userId: string): Promise<SavedAddress[]> {
    const rows = await db
      .selectFrom('saved_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .execute();
    return rows.map(toSavedAddress);
  },

  async findForUser(db: Executor, userId: string, id: string): Promise<SavedAddress | null> {
    const row = await db.selectFrom('saved_addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return row ? toSavedAddress(row) : null;
  },

  async countForUser(db: Executor, userId: string): Promise<number> {
    const row = await db.selectFrom('saved_addresses').select((eb) => eb.fn.countAll().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async insert(db: Executor, userId: string, data: Omit<SavedAddressData, 'isDefault'>, isDefault: boolean): Promise<string> {
    const id = crypto.randomUUID();
    const now = new Date();
    await db
      .insertInto('saved_addresses')
      .values({ id, user_id: userId, ...columnsOf(data), is_default: isDefault, created_at: now, updated_at: now })
      .execute();
    return id;
  },

  async update(db: Executor, userId: string, id: string, data: Omit<SavedAddressData, 'isDefault'>): Promise<boolean> {
    const result = await db
      .updateTable('saved_addresses')
      .set({ ...columnsOf(data), updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async clearDefault(db: Executor, userId: string): Promise<void> {
    await db.updateTable('saved_addresses').set({ is_default: false, updated_at: new Date() }).where('user_id', '=', userId).where('is_default', '=', true).execute();
  },

  async markDefault(db: Executor, userId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable('saved_addresses')
      .set({ is_default: true, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Returns whether the deleted address was the default. null when there was no such address. */
  async delete(db: Executor, userId: string, id: string): Promise<{ wasDefault: boolean } | null> {
    const row = await db.deleteFrom('saved_addresses').where('user_id', '=', userId).where('id', '=', id).returning('is_default').executeTakeFirst();
    return row ? { wasDefault: row.is_default } : null;
  },

  async oldestForUser(db: Executor, userId: string): Promise<string | null> {
    const row = await db.selectFrom('saved_addresses').select('id').where('user_id', '=', userId).orderBy('created_at', 'asc').orderBy('id').executeTakeFirst();
    return row?.id ?? null;
  },
};
