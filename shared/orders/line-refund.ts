// What a line refund returns (DECISIONS.md "What a line refund returns", docs/decisions/067): the
// line's price, less its share of the order's discount, plus its share of the tax, each share
// allocated to the cent by largest remainder so the lines, the shipping and the shipping's tax add up
// to the order's total exactly. The server refunds by it; the back office's refund dialog previews it.

/**
 * Splits `amount` minor units over `weights` in proportion, to the cent: each part is first
 * floor(amount × weight / Σweights), then the cents left over go one each to the parts with the
 * largest remainders (a tie goes to the larger weight, then to the earlier part). The parts always
 * add up to `amount`. All weights zero splits it as if they were equal.
 */
export function allocateByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Bad amount ${amount}`);
  if (weights.length === 0) {
    if (amount === 0) return [];
    throw new RangeError('Nothing to allocate an amount to');
  }
  for (const weight of weights) if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`Bad weight ${weight}`);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const used = sum === 0 ? weights.map(() => 1) : weights;
  const whole = sum === 0 ? used.length : sum;
  // BigInt: amount × weight can pass 2^53 on a large order (cents × cents).
  const parts = used.map((weight, index) => {
    const product = BigInt(amount) * BigInt(weight);
    return { index, weight, floor: Number(product / BigInt(whole)), remainder: product % BigInt(whole) };
  });
  let left = amount - parts.reduce((total, part) => total + part.floor, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? b.weight - a.weight || a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const shares = parts.map((part) => part.floor);
  for (const part of byRemainder) {
    if (left === 0) break;
    shares[part.index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What the allocation needs of an order: its lines at their snapshotted prices, and its totals as charged. */
export interface PaidOrder {
  lines: ReadonlyArray<{ unitPrice: number; quantity: number }>;
  /** The order's discount (never more than its subtotal). */
  discount: number;
  shipping: number;
  /** US sales tax as charged: once per order on (subtotal − discount + shipping); 0 in the UK (VAT is in the prices). */
  tax: number;
}

/** One line's part of what the shopper paid. */
export interface LineShare {
  /** unitPrice × quantity. */
  price: number;
  discount: number;
  tax: number;
  /** price − discount + tax: what refunding the whole line returns. */
  paid: number;
}

export interface PaidShares {
  lines: LineShare[];
  /** The shipping charge and its share of the tax: refunded only by a full refund or an explicit amount. */
  shipping: { price: number; tax: number; paid: number };
  /** Σ lines' paid + shipping's paid: the order's total, to the cent. */
  total: number;
}

/**
 * What the shopper paid for each line. The discount is shared over the lines by their price; the
 * tax, charged on (subtotal − discount + shipping), over each line's price after its discount and
 * the shipping, so every share carries the tax its own amount was taxed at. Both by largest
 * remainder, in the order the lines are given (ties: the earlier line).
 */
export function paidShares(order: PaidOrder): PaidShares {
  const prices = order.lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = prices.reduce((total, price) => total + price, 0);
  const discount = Math.min(Math.max(0, order.discount), subtotal);
  const discounts = prices.length === 0 ? [] : allocateByLargestRemainder(discount, prices);
  const nets = prices.map((price, index) => price - discounts[index]!);
  const taxes = allocateByLargestRemainder(order.tax, [...nets, order.shipping]);
  const lines = prices.map((price, index) => ({ price, discount: discounts[index]!, tax: taxes[index]!, paid: nets[index]! + taxes[index]! }));
  const shippingTax = taxes[prices.length]!;
  const shipping = { price: order.shipping, tax: shippingTax, paid: order.shipping + shippingTax };
  return { lines, shipping, total: lines.reduce((total, line) => total + line.paid, 0) + shipping.paid };
}

/**
 * What refunding `quantity` more units of a line returns when `alreadyRefunded` of its `lineQuantity`
 * units have been: the line's paid amount spread evenly over its units, rounded down as it goes, and
 * the last unit takes the remainder. However a line is refunded (1 + 2, 2 + 1, all at once), its
 * refunds add up to its paid amount exactly and never pass it.
 */
export function unitsRefund(linePaid: number, lineQuantity: number, alreadyRefunded: number, quantity: number): number {
  if (!Number.isSafeInteger(lineQuantity) || lineQuantity < 1) throw new RangeError(`Bad line quantity ${lineQuantity}`);
  if (!Number.isSafeInteger(alreadyRefunded) || !Number.isSafeInteger(quantity) || alreadyRefunded < 0 || quantity < 0 || alreadyRefunded + quantity > lineQuantity) {
    throw new RangeError(`Cannot refund ${quantity} of ${lineQuantity} after ${alreadyRefunded}`);
  }
  const upTo = (units: number) => (units === lineQuantity ? linePaid : Number((BigInt(linePaid) * BigInt(units)) / BigInt(lineQuantity)));
  return upTo(alreadyRefunded + quantity) - upTo(alreadyRefunded);
}

/** A line as a refund sees it: its id, price and quantity, and how many units refunds already hold. */
export interface RefundableLine {
  id: string;
  unitPrice: number;
  quantity: number;
  /** Units chosen by pending and completed refunds. */
  refunded: number;
}

/**
 * The amount a line refund returns: for each chosen line, its units' part of what the shopper paid
 * for it (paidShares, unitsRefund). Lines in the order's own line order (by id), so the back office's
 * preview and the server allocate alike.
 */
export function lineRefundAmount(order: Omit<PaidOrder, 'lines'> & { lines: readonly RefundableLine[] }, chosen: ReadonlyArray<{ lineId: string; quantity: number }>): number {
  const shares = paidShares(order);
  let amount = 0;
  for (const choice of chosen) {
    const index = order.lines.findIndex((line) => line.id === choice.lineId);
    if (index < 0) throw new RangeError(`Unknown line ${choice.lineId}`);
    const line = order.lines[index]!;
    amount += unitsRefund(shares.lines[index]!.paid, line.quantity, line.refunded, choice.quantity);
  }
  return amount;
}
