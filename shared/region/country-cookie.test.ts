import { describe, expect, it } from 'vitest';
import { COUNTRY_COOKIE, countryCookieAssignment, countryFromCookieHeader, parseCountry } from './country-cookie';

describe('the country cookie', () => {
  it('reads the country among other cookies', () => {
    expect(countryFromCookieHeader(`session=abc; ${COUNTRY_COOKIE}=UK; theme=dark`)).toBe('UK');
    expect(countryFromCookieHeader(`${COUNTRY_COOKIE}=US`)).toBe('US');
  });

  it('is no choice when missing, empty, unknown or only a similar name', () => {
    expect(countryFromCookieHeader(undefined)).toBeNull();
    expect(countryFromCookieHeader('')).toBeNull();
    expect(countryFromCookieHeader(`${COUNTRY_COOKIE}=`)).toBeNull();
    expect(countryFromCookieHeader(`${COUNTRY_COOKIE}=DE`)).toBeNull();
    expect(countryFromCookieHeader(`${COUNTRY_COOKIE}=uk`)).toBeNull();
    expect(countryFromCookieHeader(`x-${COUNTRY_COOKIE}=UK`)).toBeNull();
  });

  it('sets the cookie for the whole site for a year, and clears it', () => {
    expect(countryCookieAssignment('UK')).toBe(`${COUNTRY_COOKIE}=UK; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(countryCookieAssignment(null)).toBe(`${COUNTRY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('knows only the shop countries', () => {
    expect(parseCountry('UK')).toBe('UK');
    expect(parseCountry('GB')).toBeNull();
    expect(parseCountry(null)).toBeNull();
  });
});
