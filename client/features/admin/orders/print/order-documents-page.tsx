import { Link } from '@tanstack/react-router';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind } from '../../../../../shared/admin/order-documents';
import { ORDER_DOCUMENT_TEXTS as T } from '../../../../../shared/admin/order-document-texts';
import { errorText } from '../../api/resource-queries';
import { useOrderDocuments } from '../../api/use-order-documents';
import { useBreadcrumb } from '../../shell/breadcrumbs';
import { Invoice } from './invoice';
import { PackingSlip } from './packing-slip';
import './paper.css';

/**
 * /admin/orders/print?ids=…&doc=slip|invoice and /admin/orders/<id>/print?doc=…: the packing slips or
 * invoices of these orders, one sheet each. On screen a bar to print or switch; printed, only the
 * sheets: Letter for US orders, A4 for UK orders, each order on a new page (paper.css).
 */
export function OrderDocumentsPage({ ids, doc, onDoc, orderId }: { ids: readonly string[]; doc: OrderDocumentKind; onDoc: (doc: OrderDocumentKind) => void; orderId?: string }) {
  const documents = useOrderDocuments(ids);
  const title = ids.length === 1 ? T.title[doc] : `${T.titlePlural[doc]} (${ids.length})`;
  useBreadcrumb(title);
  return (
    <div className="paper-set" data-testid="page-admin-order-documents" data-doc={doc}>
      <div className="paper-set__bar">
        <h1>{title}</h1>
        <div className="paper-set__choice" role="group" aria-label="Document">
          {ORDER_DOCUMENT_KINDS.map((kind) => (
            <button key={kind} type="button" className="small-button" aria-pressed={kind === doc} onClick={() => onDoc(kind)}>
              {T.title[kind]}
            </button>
          ))}
        </div>
        <button type="button" className="button" disabled={!documents.data} onClick={() => window.print()}>
          {T.print}
        </button>
        {orderId ? (
          <Link to="/admin/orders/$id" params={{ id: orderId }} className="small-button">{T.backToOrder}</Link>
        ) : (
          <Link to="/admin/orders" className="small-button">{T.allOrders}</Link>
        )}
        <p className="muted">{T.printHint}</p>
      </div>
      {ids.length === 0 ? <p role="alert" className="notice">{T.noIds}</p> : documents.error ? <p role="alert" className="notice">{errorText(documents.error)}</p> : !documents.data ? <p>{T.loading}</p> : null}
      {documents.data?.map((document) => (
        <article
          key={document.id}
          className={`paper paper--${document.country === 'US' ? 'letter' : 'a4'}`}
          data-testid="order-document"
          data-order-number={document.orderNumber}
          aria-label={`${T.title[doc]} ${document.orderNumber}`}
        >
          {doc === 'slip' ? <PackingSlip document={document} /> : <Invoice document={document} />}
        </article>
      ))}
    </div>
  );
}
