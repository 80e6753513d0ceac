import type { Kysely } from 'kysely';
import { DISCOUNT_TEXTS, type AdminDiscount, type DiscountInput, type DiscountListQuery, type DiscountUpdate } from '../../../shared/admin/discount.schema';
import { AppError, ERROR_MESSAGES } from '../../../shared/errors';
import type { DB } from '../../db/schema';
import type { AuditScope } from '../../platform/audit';
import { resourceService } from '../resource.service';
import { discountColumns, discountIsReferenced, discountList, findDiscount, ordersUsingDiscount } from './discounts.repo';
import type { StoreScope } from '../store-scope';

const resource = resourceService<DiscountListQuery, DiscountInput, AdminDiscount>({
  table: 'discounts',
  entityType: 'discount',
  ...discountList,
  find: findDiscount,
  columns: discountColumns,
  unique: { discounts_code_key: { field: 'code', message: DISCOUNT_TEXTS.codeTaken } },
  // A used code is history (orders point at it): it can be deactivated, never deleted.
  beforeDelete: async (trx, _scope, record) => {
    if (record.currentUses > 0 || (await discountIsReferenced(trx, record.id))) {
      throw new AppError('CONFLICT', DISCOUNT_TEXTS.usedCannotDelete(record.currentUses));
    }
  },
});

/** Promo codes: list, create, edit, deactivate, delete while unused, restore; the orders that used each. */
export const discountsService = {
  ...resource,
  /**
   * An edit: the maximum uses may not go below the uses so far. Checked against the record at the
   * version the editor read; a use that lands meanwhile raises the version, so the save is a 409.
   */
  update: async (db: Kysely<DB>, scope: AuditScope, id: string, input: DiscountUpdate): Promise<AdminDiscount> => {
    const current = await resource.get(db, id);
    if (current.version === input.version && input.maxUses !== null && input.maxUses < current.currentUses) {
      throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { maxUses: DISCOUNT_TEXTS.maxUsesBelowUses(current.currentUses) });
    }
    return resource.update(db, scope, id, input);
  },
  /** The orders that used the code, those in the viewer's store scope (docs/decisions/071). */
  orders: async (db: Kysely<DB>, id: string, scope: StoreScope) => {
    await resource.get(db, id);
    return ordersUsingDiscount(db, id, scope);
  },
};
