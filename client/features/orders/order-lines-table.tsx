import { formatMoney, type CurrencyCode } from '../../../shared/money';
import { ORDER_TEXTS } from '../../../shared/orders/order-texts';

export interface OrderLineRow {
  key: string;
  productName: string;
  variantName: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** How many of the line's units were refunded: marked after the item's name when any were. */
  refunded?: number;
}

/** An order's lines: item (marked when refunded), quantity, unit price and line total, in the order's currency. */
export function OrderLinesTable({ lines, currency, caption, className, lineTestId }: {
  lines: readonly OrderLineRow[];
  currency: CurrencyCode;
  caption?: string;
  className?: string;
  lineTestId: string;
}) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <table className={className}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th><th scope="col">Total</th></tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} data-testid={lineTestId} className={line.refunded && line.refunded >= line.quantity ? 'order-line--refunded' : undefined}>
            <td>
              {line.productName}{line.variantName ? ` (${line.variantName})` : ''}
              {line.refunded ? <span className="order-line__refunded" data-testid="order-line-refunded">{ORDER_TEXTS.lineRefunded(line.refunded, line.quantity)}</span> : null}
            </td>
            <td>{line.quantity}</td>
            <td>{money(line.unitPrice)}</td>
            <td>{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
