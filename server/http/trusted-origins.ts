import type { RegionalDomains } from '../../shared/region/regional-domain';

/** An origin as browsers serialise it in the Origin header (no path, no trailing slash); the text itself when it is no URL. */
function serialisedOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/**
 * The shop's regional storefronts as origins: each configured host with and without `www.`, on the
 * public URL's scheme and port (https://toyshop.co.uk in production, http://uk.localhost:4310 in the
 * end-to-end run), as the browser serves them (shared/region/regional-domain.ts treats both alike).
 */
export function regionalOrigins(publicUrl: string, domains: RegionalDomains): string[] {
  const base = new URL(publicUrl);
  const port = base.port ? `:${base.port}` : '';
  return Object.values(domains)
    .filter((domain): domain is string => Boolean(domain))
    .flatMap((domain) => {
      const host = domain.replace(/^www\./, '');
      return [host, `www.${host}`].map((name) => `${base.protocol}//${name}${port}`);
    });
}

/**
 * Every origin whose pages may change state through /api (docs/decisions/025): the public URL's,
 * the regional storefronts' and TRUSTED_ORIGINS. better-auth gets the same list, so the shop's
 * own check and better-auth's agree.
 */
export function trustedOriginsFor(publicUrl: string, extra: readonly string[], domains: RegionalDomains): string[] {
  return [...new Set([publicUrl, ...regionalOrigins(publicUrl, domains), ...extra].map(serialisedOrigin))];
}
