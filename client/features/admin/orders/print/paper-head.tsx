import type { ReactNode } from 'react';
import type { OrderDocument } from '../../../../../shared/admin/order-documents';
import { OrderQr } from './order-qr';
import { ORDER_DOCUMENT_TEXTS } from '../../../../../shared/admin/order-document-texts';

const DATE_FORMATS = {
  US: new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }),
  UK: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }),
} as const;

/** A day as the order's country writes it ("December 6, 2026" / "6 December 2026"). */
export function PaperDate({ iso, country }: { iso: string; country: OrderDocument['country'] }) {
  return <time dateTime={iso}>{DATE_FORMATS[country].format(new Date(iso))}</time>;
}

/** Lines of an address, as on an envelope. */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** The top of a sheet: the shop as it trades in the order's country, the document's title and facts, and the order number's QR. */
export function PaperHead({ document, title, children }: { document: OrderDocument; title: string; children: ReactNode }) {
  return (
    <header className="paper__head">
      <div className="paper__shop" data-testid="order-document-shop">
        <strong>{document.shop.tradingName}</strong>
        <AddressLines lines={document.shop.addressLines} />
      </div>
      <div className="paper__title">
        <h2>{title}</h2>
        <dl className="paper__facts">{children}</dl>
      </div>
      <OrderQr orderNumber={document.orderNumber} />
    </header>
  );
}

/** One fact of the head ("Order" TS-…). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The first columns of a document's lines, the same on a slip and an invoice: the item (and its size), its SKU and the quantity. */
export function LineHeadCells() {
  return (
    <>
      <th scope="col">{ORDER_DOCUMENT_TEXTS.item}</th>
      <th scope="col">{ORDER_DOCUMENT_TEXTS.sku}</th>
      <th scope="col" className="paper__num">{ORDER_DOCUMENT_TEXTS.quantity}</th>
    </>
  );
}

export function LineCells({ line }: { line: OrderDocument['lines'][number] }) {
  return (
    <>
      <td>{line.name}{line.variantName ? <span className="paper__variant"> · {line.variantName}</span> : null}</td>
      <td className="paper__sku">{line.sku}</td>
      <td className="paper__num">{line.quantity}</td>
    </>
  );
}
