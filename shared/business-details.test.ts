import { describe, expect, it } from 'vitest';
import { BUSINESS_DETAILS_TEXTS, businessDetailsSchema, normalizeVatNumber, postalAddressLines, vatNumberText } from './business-details';

const details = (vatNumber: string, address = '1 Oxford Street\nLondon W1D 1AN') => ({ US: { tradingName: 'Toy Shop Inc.', address: '350 Fifth Avenue' }, UK: { tradingName: 'Toy Shop Ltd', address, vatNumber } });

describe('the UK VAT number', () => {
  it('accepts GB and 9 or 12 digits as written on paper, or nothing', () => {
    expect(normalizeVatNumber(' gb 123 4567 89 ')).toBe('GB123456789');
    for (const [written, kept] of [['GB123456789', 'GB123456789'], ['gb 123 4567 89 001', 'GB123456789001'], ['GB 123.4567.89', 'GB123456789'], ['', '']]) {
      expect(businessDetailsSchema.parse(details(written!)).UK.vatNumber, written).toBe(kept);
    }
  });

  it('refuses other shapes with one message', () => {
    for (const written of ['GB12345678', 'GB1234567890', '123456789', 'FR123456789', 'GB12345678X', 'GB 123 4567 89 1']) {
      const result = businessDetailsSchema.safeParse(details(written));
      expect(result.success, written).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message), written).toEqual([BUSINESS_DETAILS_TEXTS.vatNumberShape]);
    }
  });

  it('prints as HMRC groups it', () => {
    expect(vatNumberText('GB123456789')).toBe('GB 123 4567 89');
    expect(vatNumberText('GB123456789001')).toBe('GB 123 4567 89 001');
  });
});

describe('the postal address', () => {
  it('is its non-empty trimmed lines', () => {
    expect(postalAddressLines(' 1 Oxford Street \r\n\nLondon W1D 1AN\n  ')).toEqual(['1 Oxford Street', 'London W1D 1AN']);
  });

  it('is refused empty, over 6 lines or with a line over 80 characters', () => {
    expect(businessDetailsSchema.safeParse(details('', '  ')).error?.issues[0]?.message).toBe(BUSINESS_DETAILS_TEXTS.addressRequired);
    expect(businessDetailsSchema.safeParse(details('', 'a\nb\nc\nd\ne\nf\ng')).error?.issues[0]?.message).toBe(BUSINESS_DETAILS_TEXTS.addressTooLong);
    expect(businessDetailsSchema.safeParse(details('', 'x'.repeat(81))).error?.issues[0]?.message).toBe(BUSINESS_DETAILS_TEXTS.addressTooLong);
    expect(businessDetailsSchema.safeParse(details('', 'a\nb\nc\nd\ne\nf')).success).toBe(true);
  });
});
