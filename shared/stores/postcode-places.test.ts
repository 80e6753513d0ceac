import { describe, expect, it } from 'vitest';
import { placePostcode } from './postcode-places';

describe('placing a typed ZIP code or postcode', () => {
  it('places US ZIP codes by their first three digits', () => {
    expect(placePostcode('10024')).toMatchObject({ kind: 'placed', place: { country: 'US', prefix: '100', label: 'Manhattan, NY' } });
    expect(placePostcode(' 606 ')).toMatchObject({ kind: 'placed', place: { prefix: '606', label: 'Chicago, IL' } });
    expect(placePostcode('94108-1234')).toMatchObject({ kind: 'placed', place: { prefix: '941' } });
  });

  it('places UK postcodes by their area letters, whole or in part, any case and spacing', () => {
    expect(placePostcode('WC2E 9JT')).toMatchObject({ kind: 'placed', place: { country: 'UK', prefix: 'WC' } });
    expect(placePostcode('wc2e9jt')).toMatchObject({ kind: 'placed', place: { prefix: 'WC' } });
    expect(placePostcode('M1')).toMatchObject({ kind: 'placed', place: { prefix: 'M', label: 'Manchester' } });
    expect(placePostcode('EH2 3AA')).toMatchObject({ kind: 'placed', place: { prefix: 'EH', label: 'Edinburgh' } });
    expect(placePostcode('E1 6AN')).toMatchObject({ kind: 'placed', place: { prefix: 'E', label: 'East London' } });
    expect(placePostcode('sw')).toMatchObject({ kind: 'placed', place: { prefix: 'SW' } });
  });

  it('says plainly when it cannot place a well-formed prefix', () => {
    expect(placePostcode('99501')).toEqual({ kind: 'unknown', prefix: '995', country: 'US' });
    expect(placePostcode('ZE1 0AA')).toEqual({ kind: 'unknown', prefix: 'ZE', country: 'UK' });
  });

  it('refuses what is neither', () => {
    for (const typed of ['', '12', '123456', 'London', 'ABC1', '1A']) expect(placePostcode(typed)).toEqual({ kind: 'invalid' });
  });
});
