import { describe, expect, it } from 'vitest';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { originForPostcode } from './postcode-origin';

describe('originForPostcode', () => {
  it('measures from a postcode the shop can place', () => {
    expect(originForPostcode('10024')).toMatchObject({ origin: { label: '100 (Manhattan, NY)', place: { prefix: '100' } }, message: null });
  });

  it('clears the origin, so no old distances stay, and says so for an invalid postcode', () => {
    expect(originForPostcode('London')).toEqual({ origin: null, message: `${PICKUP_TEXTS.postcodeInvalid} ${PICKUP_TEXTS.showingByCountry}` });
  });

  it('clears the origin for a postcode it cannot place too', () => {
    expect(originForPostcode('99501')).toEqual({ origin: null, message: `${PICKUP_TEXTS.postcodeUnknown('995')} ${PICKUP_TEXTS.showingByCountry}` });
  });
});
