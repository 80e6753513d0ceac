import { AppError } from '../../../shared/errors';
import { MAX_BULK_RECORDS, type BulkOutcome, type BulkRefusal } from '../../../shared/admin/bulk.schema';
import { ORDERS_BULK_TEXTS, type OrdersBulkStatus, type ShipCsvLine, type ShipCsvPreview } from '../../../shared/admin/orders-bulk.schema';
import { statusActionSchema } from '../../../shared/admin/orders.schema';
import { canApply, refusalOf } from '../../../shared/orders/order-status';
import { ORDER_NOT_FOUND } from '../../../shared/orders/order-texts';
import type { AppDeps } from '../../context';
import { nothingChanged } from '../../platform/audit';
import { applyEach, type BulkTarget } from '../bulk';
import { readCsvRecords } from '../csv-import';
import { assertOrderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';
import { ordersInScopeById, ordersInScopeByNumber, ordersMatchingFilter, type BulkOrderRef } from './orders.repo';
import { applyStatusAction, type OrderActor } from './orders.service';

type Deps = Pick<AppDeps, 'db' | 'paypal' | 'email' | 'log'>;

/**
 * Mark processing or shipped for many orders (docs/decisions/100): the selected ones at the versions
 * the list showed, or every order the filter matches now (at most MAX_BULK_RECORDS, else a 400, so
 * nothing is cut short). Each order goes through the order page's own action: the store scope, the
 * status table, the version and the audit row, in its own transaction.
 */
export async function bulkChangeStatus(deps: Deps, actor: OrderActor, scope: StoreScope, body: OrdersBulkStatus): Promise<BulkOutcome> {
  const refused: BulkRefusal[] = [];
  let orders: Array<BulkOrderRef & { seenVersion: number }>;
  if (body.filter) {
    const matching = await ordersMatchingFilter(deps.db, body.filter, scope, MAX_BULK_RECORDS + 1);
    if (matching.length > MAX_BULK_RECORDS) throw new AppError('INVALID_DATA', ORDERS_BULK_TEXTS.filterTooMany, { filter: ORDERS_BULK_TEXTS.filterTooMany });
    orders = matching.map((order) => ({ ...order, seenVersion: order.version }));
  } else {
    const asked = [...new Map((body.orders ?? []).map((order) => [order.id, order.version])).entries()];
    const visible = new Map((await ordersInScopeById(deps.db, asked.map(([id]) => id), scope)).map((order) => [order.id, order]));
    orders = [];
    for (const [id, version] of asked) {
      const order = visible.get(id);
      if (order) orders.push({ ...order, seenVersion: version });
      else refused.push({ id, label: id, reason: ORDER_NOT_FOUND });
    }
  }
  const action = body.action === 'mark_shipped' ? ({ action: 'mark_shipped', carrier: body.carrier, trackingNumber: body.trackingNumber } as const) : ({ action: 'mark_processing' } as const);
  const outcome = await applyEach(
    orders.map((order) => statusTarget(deps, scope, order, () => applyStatusAction(deps, order.id, actor, { ...action, version: order.seenVersion }))),
    actor.audit,
    deps.log,
  );
  return { done: outcome.done, refused: [...refused, ...outcome.refused] };
}

function statusTarget(deps: Deps, scope: StoreScope, order: BulkOrderRef, change: () => Promise<void>): BulkTarget {
  return {
    id: order.id,
    label: order.orderNumber,
    // The order page's route guard, asked again at the moment of the change.
    apply: async () => {
      await assertOrderInScope(deps.db, scope, order.id);
      await change();
    },
  };
}

const shippedLine = statusActionSchema.options[1];

/**
 * A shipping CSV (order number, carrier, tracking): the dry run checks every line (the order is in the
 * user's stores, may be shipped now, carrier and tracking given, no order twice) and changes nothing;
 * the real run marks each good line's order shipped with its own carrier and tracking number through
 * the order page's action, and reports every other line refused with its reason.
 */
export async function shippedFromCsv(deps: Deps, actor: OrderActor, scope: StoreScope, csv: string, dryRun: boolean): Promise<ShipCsvPreview | (BulkOutcome & { dryRun: false })> {
  const lines = await checkShipCsv(deps, scope, csv);
  if (dryRun) {
    nothingChanged(actor.audit);
    return { dryRun: true, lines: lines.map(({ order: _order, ...line }) => line) };
  }
  const label = (line: ShipCsvLine) => line.orderNumber || ORDERS_BULK_TEXTS.csvLine(line.line);
  const refused: Array<BulkRefusal & { line: number }> = [];
  const targets: BulkTarget[] = [];
  const lineOfOrder = new Map<string, number>();
  for (const line of lines) {
    // Whether the status allows it is the action's to say, at the moment it runs.
    const order = line.order;
    if (order === null || (line.problem !== null && !line.statusProblem)) {
      refused.push({ id: line.orderId ?? `line-${line.line}`, label: label(line), reason: line.problem ?? ORDER_NOT_FOUND, line: line.line });
      continue;
    }
    lineOfOrder.set(order.id, line.line);
    targets.push(
      statusTarget(deps, scope, order, () =>
        applyStatusAction(deps, order.id, actor, { action: 'mark_shipped', carrier: line.carrier, trackingNumber: line.trackingNumber, version: order.version }),
      ),
    );
  }
  const outcome = await applyEach(targets, actor.audit, deps.log);
  // In the file's order, as the preview listed them.
  const byLine = [...refused, ...outcome.refused.map((refusal) => ({ ...refusal, line: lineOfOrder.get(refusal.id) ?? 0 }))].sort((a, b) => a.line - b.line);
  return { dryRun: false, done: outcome.done, refused: byLine.map(({ line: _line, ...refusal }) => refusal) };
}

type CheckedLine = ShipCsvLine & { order: BulkOrderRef | null; statusProblem: boolean };

async function checkShipCsv(deps: Deps, scope: StoreScope, csv: string): Promise<CheckedLine[]> {
  const records = readShipCsv(csv);
  const orders = await ordersInScopeByNumber(deps.db, records.map((record) => record.orderNumber).filter(Boolean), scope);
  const byNumber = new Map(orders.map((order) => [order.orderNumber.toUpperCase(), order]));
  const firstLine = new Map<string, number>();
  return records.map((record): CheckedLine => {
    const order = byNumber.get(record.orderNumber.toUpperCase()) ?? null;
    const line = { ...record, orderNumber: order?.orderNumber ?? record.orderNumber, orderId: order?.id ?? null, order, statusProblem: false };
    if (!record.orderNumber) return { ...line, problem: ORDERS_BULK_TEXTS.csvOrderMissing };
    const fieldProblem = shippingFieldsProblem(record.carrier, record.trackingNumber);
    if (fieldProblem) return { ...line, problem: fieldProblem };
    const key = record.orderNumber.toUpperCase();
    const seen = firstLine.get(key);
    if (seen !== undefined) return { ...line, problem: ORDERS_BULK_TEXTS.csvDuplicate(seen) };
    firstLine.set(key, record.line);
    if (!order) return { ...line, problem: ORDER_NOT_FOUND };
    const state = { status: order.status, deliveryMethod: order.deliveryMethod };
    if (!canApply('mark_shipped', state)) return { ...line, problem: refusalOf('mark_shipped', state), statusProblem: true };
    return { ...line, problem: null };
  });
}

/** The carrier and tracking number as the order page checks them; the first message when they are not. */
function shippingFieldsProblem(carrier: string, trackingNumber: string): string | null {
  const checked = shippedLine.safeParse({ action: 'mark_shipped', version: 1, carrier, trackingNumber });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** The file's lines by column name (header in any case, spaces or underscores; `tracking_number` too). */
function readShipCsv(csv: string): Array<{ line: number; orderNumber: string; carrier: string; trackingNumber: string }> {
  const records = readCsvRecords(csv, []).map((record) => ({
    line: record.line,
    cells: Object.fromEntries(Object.entries(record.cells).map(([column, value]) => [column.replace(/[\s-]+/g, '_'), value])),
  }));
  const columns = Object.keys(records[0]?.cells ?? {});
  const tracking = columns.includes('tracking') ? 'tracking' : 'tracking_number';
  const missing = ORDERS_BULK_TEXTS.csvColumns.filter((column) => !columns.includes(column === 'tracking' ? tracking : column));
  if (missing.length > 0) refuseFile(`The file needs the columns ${ORDERS_BULK_TEXTS.csvColumns.join(', ')}`);
  if (records.length > MAX_BULK_RECORDS) refuseFile(ORDERS_BULK_TEXTS.csvTooManyLines);
  return records.map(({ line, cells }) => ({
    line,
    orderNumber: (cells.order_number ?? '').trim(),
    carrier: (cells.carrier ?? '').trim(),
    trackingNumber: (cells[tracking] ?? '').trim(),
  }));
}

function refuseFile(message: string): never {
  throw new AppError('INVALID_DATA', message, { file: message });
}
