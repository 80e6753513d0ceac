import type { ReactNode } from 'react';
import type { OrderDocument } from '../../../../../shared/admin/order-documents';
import { ORDER_DOCUMENT_TEXTS as T } from '../../../../../shared/admin/order-document-texts';
import { vatNumberText } from '../../../../../shared/business-details';
import { formatMoney } from '../../../../../shared/money';
import { AddressLines, Fact, LineCells, LineHeadCells, PaperDate, PaperHead } from './paper-head';

/**
 * The order's invoice from its stored figures: lines, totals, US sales tax added or UK VAT contained
 * (with its rate, the total without it, and the shop's VAT number, or a plain notice that it is not
 * set), and the refunds made.
 */
export function Invoice({ document }: { document: OrderDocument }) {
  const money = (minor: number) => formatMoney(minor, document.currency);
  const { totals, tax, delivery } = document;
  return (
    <>
      <PaperHead document={document} title={T.title.invoice}>
        <Fact label={T.invoiceNumber}><strong data-testid="order-document-number">{document.orderNumber}</strong></Fact>
        <Fact label={T.invoiceDate}><PaperDate iso={document.paidAt ?? document.createdAt} country={document.country} /></Fact>
        <Fact label={T.orderDate}><PaperDate iso={document.createdAt} country={document.country} /></Fact>
        {document.country === 'UK' ? (
          <Fact label={T.vatNumber}>
            {document.shop.vatNumber ? <span data-testid="order-document-vat-number">{vatNumberText(document.shop.vatNumber)}</span> : <span className="paper__missing" data-testid="order-document-vat-missing">{T.vatNumberMissing}</span>}
          </Fact>
        ) : null}
      </PaperHead>
      {document.status === 'cancelled' ? <p className="paper__notice">{T.cancelled}</p> : document.paidAt === null ? <p className="paper__notice">{T.notPaid}</p> : null}
      <div className="paper__parties">
        <section>
          <h3>{T.billTo}</h3>
          <p>
            {document.customer.name ? <>{document.customer.name}<br /></> : null}
            {document.customer.email}
          </p>
        </section>
        {delivery.method === 'shipping' ? (
          <section>
            <h3>{T.shipTo}</h3>
            <AddressLines lines={delivery.addressLines} />
          </section>
        ) : (
          <section data-testid="order-document-pickup">
            <h3>{T.collectAt}</h3>
            <p><strong>{delivery.store.name}</strong></p>
            <AddressLines lines={delivery.store.addressLines} />
          </section>
        )}
      </div>
      <table className="paper__lines">
        <thead>
          <tr>
            <LineHeadCells />
            <th scope="col" className="paper__num">{T.unitPrice}</th>
            <th scope="col" className="paper__num">{T.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line) => (
            <tr key={line.id} data-testid="order-document-line">
              <LineCells line={line} />
              <td className="paper__num">{money(line.unitPrice)}</td>
              <td className="paper__num">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="paper__totals" data-testid="order-document-totals">
        <Amount label={T.subtotal} value={money(totals.subtotal)} />
        {totals.discount > 0 ? <Amount label={`${T.discount}${totals.discountCode ? ` (${totals.discountCode})` : ''}`} value={`−${money(totals.discount)}`} /> : null}
        <Amount label={T.shipping} value={totals.shipping === 0 ? T.shippingFree : money(totals.shipping)} />
        {tax.kind === 'sales_tax' ? <Amount label={T.salesTax} value={money(tax.amount)} /> : null}
        <Amount label={T.total} value={money(totals.total)} strong />
        {tax.kind === 'vat_included' ? (
          <>
            <Amount label={tax.ratePercent === null ? T.vatIncluded : T.vatIncludedAt(tax.ratePercent)} value={money(tax.amount)} />
            <Amount label={T.totalExVat} value={money(tax.net)} />
          </>
        ) : null}
        {document.refunds.map((refund, index) => (
          <Amount key={index} label={<>{T.refunded} <PaperDate iso={refund.at} country={document.country} /></>} value={`−${money(refund.amount)}`} />
        ))}
        {document.refunds.length > 0 ? <Amount label={T.netPaid} value={money(totals.total - document.refundedTotal)} strong /> : null}
      </dl>
      {tax.kind === 'vat_included' ? <p className="paper__note">{T.pricesIncludeVat}</p> : null}
    </>
  );
}

function Amount({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'paper__total' : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
