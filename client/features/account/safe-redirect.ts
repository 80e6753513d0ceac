/** A `redirect` search value is followed only when it is a same-origin path (no //host, no scheme). */
export function safeRedirectPath(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin' || url.pathname === '/auth') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
