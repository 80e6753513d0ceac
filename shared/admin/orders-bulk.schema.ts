import * as z from 'zod';
import { text } from '../text.schema';
import { BULK_TEXTS, bulkList, MAX_BULK_RECORDS } from './bulk.schema';
import { ORDERS_TEXTS, ordersListQuerySchema } from './orders.schema';

// The orders screen's bulk actions (issue 25, docs/decisions/100): mark processing or shipped for the
// selected orders or for every order the list's filter matches, and mark shipped from a CSV.

export const ORDERS_BULK_TEXTS = {
  targets: 'Send the selected orders or the list’s filter',
  filterTooMany: `More than ${MAX_BULK_RECORDS.toLocaleString('en-US')} orders match this filter: narrow it first`,
  /** The CSV's columns, as its header names them (any case; spaces or underscores). */
  csvColumns: ['order_number', 'carrier', 'tracking'] as const,
  csvTooManyLines: `At most ${MAX_BULK_RECORDS.toLocaleString('en-US')} lines per file`,
  csvOrderMissing: 'Give the order number',
  csvChooseFile: 'Choose the CSV file of order number, carrier and tracking',
  csvReady: (ready: number, problems: number) =>
    `${ready.toLocaleString('en-US')} ${ready === 1 ? 'line is' : 'lines are'} ready${problems > 0 ? `; ${problems.toLocaleString('en-US')} ${problems === 1 ? 'has a problem and will be' : 'have problems and will be'} listed, not shipped` : ''}.`,
  csvDuplicate: (line: number) => `The same order as line ${line}`,
  csvLine: (line: number) => `Line ${line}`,
  markedProcessing: (count: number) => `${BULK_TEXTS.count(count, 'order', 'orders')} marked processing`,
  markedShipped: (count: number) => `${BULK_TEXTS.count(count, 'order', 'orders')} marked shipped`,
} as const;

const carrier = z.string(ORDERS_TEXTS.carrierRequired).pipe(text().trim().min(1, ORDERS_TEXTS.carrierRequired).max(100));
const trackingNumber = z.string(ORDERS_TEXTS.trackingRequired).pipe(text().trim().min(1, ORDERS_TEXTS.trackingRequired).max(100));

/** The list's filter as the orders list reads it (its page, size and sort are not part of it). */
export const ordersFilterSchema = ordersListQuerySchema.omit({ page: true, pageSize: true, sort: true });
export type OrdersFilter = z.infer<typeof ordersFilterSchema>;

/** Which orders: those selected, each at the version the list showed, or all that match the filter. */
const targets = {
  orders: bulkList(z.object({ id: text().trim().min(1).max(100), version: z.number().int().min(1) })).optional(),
  filter: ordersFilterSchema.optional(),
};

/** POST /api/admin/orders/bulk/status: one status action on many orders (one carrier and tracking number for all when shipped). */
export const ordersBulkStatusSchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('mark_processing'), ...targets }),
    z.object({ action: z.literal('mark_shipped'), carrier, trackingNumber, ...targets }),
  ])
  .refine((body) => (body.orders === undefined) !== (body.filter === undefined), { message: ORDERS_BULK_TEXTS.targets, path: ['orders'] });
export type OrdersBulkStatus = z.infer<typeof ordersBulkStatusSchema>;

/** One line of a shipping CSV as the preview shows it: what it asks, and why it cannot be done (null: it can). */
export interface ShipCsvLine {
  line: number;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  orderId: string | null;
  problem: string | null;
}

/** POST /api/admin/orders/bulk/shipped-from-csv?dryRun=true: the file's lines, checked, nothing changed. */
export interface ShipCsvPreview {
  dryRun: true;
  lines: ShipCsvLine[];
}
