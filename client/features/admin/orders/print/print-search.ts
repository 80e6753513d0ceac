import { orderPrintSearchSchema, splitOrderIds, type OrderDocumentKind } from '../../../../../shared/admin/order-documents';

/** The print view's search as the URL gave it → the ids (empty ones dropped; the API checks the rest) and the document. */
export function orderPrintSearch(search: Record<string, unknown>): { ids: string[]; doc: OrderDocumentKind } {
  const { ids, doc } = orderPrintSearchSchema.parse(search);
  return { ids: splitOrderIds(ids).filter((id) => id !== ''), doc };
}
