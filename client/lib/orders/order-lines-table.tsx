import type { ReactNode } from 'react';
import { formatMoney, type CurrencyCode } from '../../../shared/money';

export interface OrderLineRow {
  key: string;
  productName: string;
  variantName: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Said after the item's name (the back office: how many were refunded). */
  note?: ReactNode;
}

/** An order's lines: item, quantity, unit price and line total, in the order's currency. */
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
          <tr key={line.key} data-testid={lineTestId}>
            <td>{line.productName}{line.variantName ? ` (${line.variantName})` : ''}{line.note}</td>
            <td>{line.quantity}</td>
            <td>{money(line.unitPrice)}</td>
            <td>{money(line.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
