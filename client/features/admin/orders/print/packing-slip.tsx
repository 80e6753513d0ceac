import type { OrderDocument } from '../../../../../shared/admin/order-documents';
import { ORDER_DOCUMENT_TEXTS as T } from '../../../../../shared/admin/order-document-texts';
import { AddressLines, Fact, LineCells, LineHeadCells, PaperDate, PaperHead } from './paper-head';

/** What goes in the box (or the bag at the counter): who it is for, the items and how many, with a box to tick; no prices. */
export function PackingSlip({ document }: { document: OrderDocument }) {
  const delivery = document.delivery;
  const units = document.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      <PaperHead document={document} title={T.title.slip}>
        <Fact label={T.orderNumber}><strong data-testid="order-document-number">{document.orderNumber}</strong></Fact>
        <Fact label={T.orderDate}><PaperDate iso={document.createdAt} country={document.country} /></Fact>
      </PaperHead>
      <div className="paper__parties">
        {delivery.method === 'shipping' ? (
          <section>
            <h3>{T.shipTo}</h3>
            <AddressLines lines={delivery.addressLines} />
          </section>
        ) : (
          <>
            <section data-testid="order-document-pickup">
              <h3>{T.collectAt}</h3>
              <p><strong>{delivery.store.name}</strong></p>
              <AddressLines lines={delivery.store.addressLines} />
            </section>
            <section>
              <h3>{T.pickupCode}</h3>
              {delivery.pickupCode ? <p className="paper__code" data-testid="order-document-pickup-code">{delivery.pickupCode}</p> : <p>{T.pickupCodeMissing}</p>}
              <p>{[document.customer.name, document.customer.phone].filter(Boolean).join(' · ')}</p>
            </section>
          </>
        )}
      </div>
      <table className="paper__lines">
        <thead>
          <tr>
            <LineHeadCells />
            <th scope="col" className="paper__tick">{T.packed}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line) => (
            <tr key={line.id} data-testid="order-document-line">
              <LineCells line={line} />
              <td className="paper__tick"><span className="paper__box" aria-hidden="true" /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>{T.totalUnits}</th>
            <td className="paper__num" data-testid="order-document-units">{units}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="paper__note">{T.slipThanks}</p>
    </>
  );
}
