import type { Kysely } from 'kysely';
import type { BulkOutcome, DiscountBulk } from '../../../shared/admin/bulk.schema';
import type { AdminDiscount } from '../../../shared/admin/discount.schema';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import type { AuditScope } from '../../platform/audit';
import { applyEach } from '../bulk';
import { findDiscount } from './discounts.repo';
import { discountsService } from './discounts.service';

/**
 * The selected promo codes made active or inactive (docs/decisions/100): each through the discount
 * form's own save with only "active" changed, at the version the list showed (else refused as a
 * 409 would be), in its own transaction with its audit row. One already so changes nothing and is done.
 */
export async function bulkSetDiscountsActive(db: Kysely<DB>, scope: AuditScope, log: Logger, bulk: DiscountBulk): Promise<BulkOutcome> {
  const asked = [...new Map(bulk.discounts.map((discount) => [discount.id, discount.version])).entries()];
  const targets = await Promise.all(
    asked.map(async ([id, version]) => {
      const found = await findDiscount(db, id);
      return {
        id,
        label: found?.code ?? id,
        apply: async () => {
          const current = await discountsService.get(db, id);
          await discountsService.update(db, scope, id, { ...formValues(current), isActive: bulk.active, version });
        },
      };
    }),
  );
  return applyEach(targets, scope, log);
}

/** A discount's form values as they are now (what its edit page would send back unchanged). */
function formValues(discount: AdminDiscount) {
  const { code, discountType, discountValue, startDate, endDate, maxUses, minPurchaseAmount, isActive } = discount;
  return { code, discountType, discountValue, startDate, endDate, maxUses, minPurchaseAmount, isActive };
}
