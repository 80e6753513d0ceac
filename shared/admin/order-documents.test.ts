import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp } from '../checkout/totals';
import { ORDER_DOCUMENT_TEXTS } from './order-document-texts';
import { orderDocumentsQuerySchema, orderPrintLink, orderPrintSearchSchema, shippingAddressLines, splitOrderIds, vatBreakdown } from './order-documents';

describe('the VAT breakdown of a UK order', () => {
  it('splits the stored VAT out of the total and names the rate that gives it', () => {
    expect(vatBreakdown(12_000, 2_000, 2000)).toEqual({ kind: 'vat_included', amount: 2_000, net: 10_000, ratePercent: 20 });
    expect(vatBreakdown(5_199, 867, 2000)).toEqual({ kind: 'vat_included', amount: 867, net: 4_332, ratePercent: 20 });
    expect(vatBreakdown(10_500, 500, 500)).toMatchObject({ net: 10_000, ratePercent: 5 });
    expect(vatBreakdown(11_750, 1_750, 1750)).toMatchObject({ net: 10_000, ratePercent: 17.5 });
  });

  it('finds 20% on every total from 1p to £200 as checkout computed it at the shop’s rate', () => {
    for (let total = 1; total <= 20_000; total += 1) {
      const breakdown = vatBreakdown(total, divideRoundHalfUp(total * 2000, 12_000), 2000);
      if (breakdown.net + breakdown.amount !== total || breakdown.ratePercent !== 20) expect.fail(`${total}: ${JSON.stringify(breakdown)}`);
    }
  });

  it('after the rate changed, finds the old one where only one whole percent fits, and names none where several do', () => {
    expect(vatBreakdown(12_000, 2_000, 500).ratePercent).toBe(20);
    expect(vatBreakdown(3, 1, 500).ratePercent).toBeNull();
    expect(vatBreakdown(10_000, 1_234, 2000).ratePercent).toBeNull();
  });
});

describe('an address on paper', () => {
  it('US: name, street lines, "City, ST ZIP", country', () => {
    expect(shippingAddressLines({ fullName: 'Jo Buyer', addressLine1: '1 Main St', addressLine2: null, city: 'Springfield', region: 'IL', postalCode: '62701', countryCode: 'US' })).toEqual([
      'Jo Buyer', '1 Main St', 'Springfield, IL 62701', 'United States',
    ]);
  });

  it('UK: town and postcode on one line, empty parts left out', () => {
    expect(shippingAddressLines({ fullName: null, addressLine1: ' 10 High Street ', addressLine2: '', city: 'Leeds', region: null, postalCode: 'LS1 1AA', countryCode: 'GB' })).toEqual([
      '10 High Street', 'Leeds LS1 1AA', 'United Kingdom',
    ]);
  });
});

describe('the ids to print', () => {
  it('are split on commas, trimmed and each kept once in the order given', () => {
    expect(splitOrderIds('b, a,b ,c')).toEqual(['b', 'a', 'c']);
    expect(orderDocumentsQuerySchema.parse({ ids: 'b,a,b' })).toEqual({ ids: ['b', 'a'] });
  });

  it('are at most 100, and none empty', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`).join(',');
    expect(orderDocumentsQuerySchema.safeParse({ ids: ids(100) }).success).toBe(true);
    expect(orderDocumentsQuerySchema.safeParse({ ids: ids(101) }).error?.issues[0]?.message).toBe(ORDER_DOCUMENT_TEXTS.tooMany(100));
    expect(orderDocumentsQuerySchema.safeParse({ ids: 'a,,b' }).success).toBe(false);
    expect(orderDocumentsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(ORDER_DOCUMENT_TEXTS.idsRequired);
  });

  it('the print view falls back to the packing slip for an unknown document', () => {
    expect(orderPrintSearchSchema.parse({ ids: 'a', doc: 'receipt' })).toEqual({ ids: 'a', doc: 'slip' });
    expect(orderPrintSearchSchema.parse({ doc: 'invoice' })).toEqual({ ids: '', doc: 'invoice' });
  });

  it('the list’s bulk print links to the many-orders view with the ids comma-separated, and they come back as they went', () => {
    const link = orderPrintLink(['b', 'a'], 'invoice');
    expect(link).toEqual({ to: '/admin/orders/print', search: { ids: 'b,a', doc: 'invoice' } });
    expect(orderDocumentsQuerySchema.parse({ ids: link.search.ids })).toEqual({ ids: ['b', 'a'] });
    expect(orderPrintLink(['a']).search.doc).toBe('slip');
  });
});
