import type { Country } from '../money';

/** The regional storefront hosts as configured (REGION_DOMAIN_US / _UK); null when not set. */
export type RegionalDomains = Record<Country, string | null>;

/** The country whose regional domain this host is, or null on any other host (localhost, previews). */
export function regionalCountryOf(hostname: string, domains: RegionalDomains): Country | null {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  if (domains.US && host === domains.US.replace(/^www\./, '')) return 'US';
  if (domains.UK && host === domains.UK.replace(/^www\./, '')) return 'UK';
  return null;
}
