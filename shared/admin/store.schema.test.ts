import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../time-zone';
import { STORE_TEXTS, storeInputSchema } from './store.schema';

const valid = {
  name: 'Leeds – Briggate', slug: 'leeds-briggate', country: 'UK', addressLine1: '1 Briggate', city: 'Leeds', postalCode: 'LS1 6HD',
  timeZone: 'Europe/London', openingHours: [{ day: 1, opens: '09:00', closes: '17:30' }], latitude: 53.797, longitude: -1.542,
};
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = storeInputSchema.safeParse({ ...valid, ...input });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('store input', () => {
  it('accepts a whole store, blank optional lines becoming null', () => {
    const parsed = storeInputSchema.parse({ ...valid, phone: ' ', email: '' });
    expect(parsed).toMatchObject({ phone: null, email: null, addressLine2: null, pickupEnabled: true, isActive: true });
  });

  it('refuses hours that are not HH:MM, the same time twice, a day given twice', () => {
    expect(errorsOf({ openingHours: [{ day: 1, opens: '9:00', closes: '17:00' }] })).toEqual([`openingHours.0.opens: ${STORE_TEXTS.time}`]);
    expect(errorsOf({ openingHours: [{ day: 1, opens: '09:00', closes: '24:00' }] })).toEqual([`openingHours.0.closes: ${STORE_TEXTS.time}`]);
    expect(errorsOf({ openingHours: [{ day: 2, opens: '10:00', closes: '10:00' }] })).toEqual([`openingHours.0.closes: ${STORE_TEXTS.sameTimes}`]);
    expect(errorsOf({ openingHours: [{ day: 2, opens: '10:00', closes: '11:00' }, { day: 2, opens: '12:00', closes: '13:00' }] })).toEqual([`openingHours: ${STORE_TEXTS.dayTwice}`]);
    expect(errorsOf({ openingHours: [{ day: 5, opens: '18:00', closes: '02:00' }] })).toEqual([]);
  });

  it('refuses coordinates out of range and a time zone that is not a real IANA one', () => {
    expect(errorsOf({ latitude: 91, longitude: -181 })).toEqual([`latitude: ${STORE_TEXTS.latitude}`, `longitude: ${STORE_TEXTS.longitude}`]);
    expect(errorsOf({ timeZone: 'Mars/Olympus_Mons' })).toEqual([`timeZone: ${STORE_TEXTS.timeZone}`]);
    expect(errorsOf({ timeZone: 'GMT+1; drop table' })).toEqual([`timeZone: ${STORE_TEXTS.timeZone}`]);
    expect(isTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

});
