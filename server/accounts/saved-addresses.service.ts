import { AppError } from '../../shared/errors';
import { ACCOUNT_ACCESS_TEXTS } from '../../shared/auth/account-texts';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressData } from '../../shared/auth/saved-address.schema';
import type { Database } from '../db/database';
import { savedAddressesRepo as repo } from './saved-addresses.repo';

const notFound = () => new AppError('NOT_FOUND', ACCOUNT_ACCESS_TEXTS.addressNotFound);

/**
 * The shopper's address book. Every call is for one signed-in user; another user's address id
 * is a 404, never a read or a write. At most one default (a partial unique index keeps it so);
 * the first address saved becomes the default, and deleting the default promotes the oldest left.
 */
export function savedAddressesService(db: Database) {
  return {
    list: (userId: string): Promise<SavedAddress[]> => repo.listForUser(db, userId),

    add: (userId: string, data: SavedAddressData): Promise<SavedAddress> =>
      db.transaction().execute(async (trx) => {
        const count = await repo.countForUser(trx, userId);
        if (count >= MAX_SAVED_ADDRESSES) throw new AppError('CONFLICT', ACCOUNT_ACCESS_TEXTS.addressBookFull(MAX_SAVED_ADDRESSES));
        const makeDefault = data.isDefault || count === 0;
        if (makeDefault) await repo.clearDefault(trx, userId);
        const id = await repo.insert(trx, userId, data, makeDefault);
        return (await repo.findForUser(trx, userId, id))!;
      }),

    update: (userId: string, id: string, data: SavedAddressData): Promise<SavedAddress> =>
      db.transaction().execute(async (trx) => {
        if (!(await repo.update(trx, userId, id, data))) throw notFound();
        if (data.isDefault) {
          await repo.clearDefault(trx, userId);
          await repo.markDefault(trx, userId, id);
        }
        return (await repo.findForUser(trx, userId, id))!;
      }),

    setDefault: (userId: string, id: string): Promise<SavedAddress> =>
      db.transaction().execute(async (trx) => {
        if (!(await repo.findForUser(trx, userId, id))) throw notFound();
        await repo.clearDefault(trx, userId);
        await repo.markDefault(trx, userId, id);
        return (await repo.findForUser(trx, userId, id))!;
      }),

    remove: (userId: string, id: string): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const deleted = await repo.delete(trx, userId, id);
        if (!deleted) throw notFound();
        if (deleted.wasDefault) {
          const next = await repo.oldestForUser(trx, userId);
          if (next) await repo.markDefault(trx, userId, next);
        }
      }),
  };
}
