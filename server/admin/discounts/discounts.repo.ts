import type { Kysely, Transaction } from 'kysely';
import type { AdminDiscount, DiscountInput, DiscountListQuery, DiscountOrderUse } from '../../../shared/admin/discount.schema';
import type { DB } from '../../db/schema';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';

const SORT: ListSort = {
  sortable: {
    code: 'discounts.code',
    discountValue: 'discounts.discount_value',
    startDate: 'discounts.start_date',
    endDate: 'discounts.end_date',
    currentUses: 'discounts.current_uses',
    updatedAt: 'discounts.updated_at',
  },
  defaultSort: 'code.asc',
  tiebreaker: 'discounts.id',
};

function selectDiscounts(db: Kysely<DB>) {
  return db.selectFrom('discounts').selectAll('discounts');
}

type DiscountRow = Awaited<ReturnType<ReturnType<typeof selectDiscounts>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminDiscount(row: DiscountRow): AdminDiscount {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    maxUses: row.max_uses,
    currentUses: row.current_uses,
    minPurchaseAmount: row.min_purchase_amount,
    isActive: row.is_active,
    ...lifecycleOf(row),
  };
}

const filtered = (db: Kysely<DB>, query: DiscountListQuery) => searchedAndFiltered(selectDiscounts(db), query, { table: 'discounts', search: ['discounts.code'] });

const CSV: CsvExport<AdminDiscount> = {
  name: 'discounts',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'code', value: (row) => row.code },
    { header: 'discount_type', value: (row) => row.discountType },
    { header: 'discount_value', value: (row) => row.discountValue },
    { header: 'start_date', value: (row) => row.startDate },
    { header: 'end_date', value: (row) => row.endDate },
    { header: 'max_uses', value: (row) => row.maxUses },
    { header: 'current_uses', value: (row) => row.currentUses },
    { header: 'min_purchase_amount', value: (row) => row.minPurchaseAmount },
    { header: 'active', value: (row) => row.isActive },
    { header: 'deleted_at', value: (row) => row.deletedAt },
    { header: 'updated_at', value: (row) => row.updatedAt },
  ],
};

export const discountList = listAndCsv(filtered, SORT, toAdminDiscount, CSV);

export async function findDiscount(db: Kysely<DB>, id: string): Promise<AdminDiscount | undefined> {
  const row = await selectDiscounts(db).where('discounts.id', '=', id).executeTakeFirst();
  return row && toAdminDiscount(row);
}

export function discountColumns(input: DiscountInput) {
  return {
    code: input.code,
    discount_type: input.discountType,
    discount_value: input.discountValue,
    start_date: input.startDate,
    end_date: input.endDate,
    max_uses: input.maxUses,
    min_purchase_amount: input.minPurchaseAmount,
    is_active: input.isActive,
  };
}

/** The orders that carry the code and whose payment was captured (newest first), with their status now. */
export async function ordersUsingDiscount(db: Kysely<DB> | Transaction<DB>, discountId: string, scope: StoreScope): Promise<DiscountOrderUse[]> {
  const rows = await db
    .selectFrom('orders')
    .where(orderInScope(scope, 'orders'))
    .select(['orders.id', 'orders.order_number', 'orders.created_at', 'orders.currency', 'orders.discount_total', 'orders.status'])
    .where('orders.discount_id', '=', discountId)
    .where((eb) => eb.exists(eb.selectFrom('payments').select('payments.id').whereRef('payments.order_id', '=', 'orders.id').where('payments.capture_id', 'is not', null)))
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at).toISOString(),
    currency: row.currency,
    discountTotal: row.discount_total,
    status: row.status,
  }));
}

/** Whether any order (paid or not) points at the code: then it is history and is not deleted. */
export async function discountIsReferenced(trx: Transaction<DB>, discountId: string): Promise<boolean> {
  const row = await trx.selectFrom('orders').select('id').where('discount_id', '=', discountId).limit(1).executeTakeFirst();
  return row !== undefined;
}
