// Hostile values for the input probe (tests/integration/hostile-input-probe.test.ts): what a
// careless or malicious client can put in a path segment, a query value or a JSON body.

const HUGE = 'x'.repeat(200_000);

/** Path segments as sent on the wire (already percent-encoded where that is the point). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  'a%00b',
  '%01%1B%7F',
  '%E0%A4%A', // truncated UTF-8 sequence
  '%', // a lone percent sign
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5_000),
  '-1',
  '%7B%7D', // "{}"
];

/** Query strings tried on every route: the shop's own parameter names and a few generic ones. */
const QUERY_NAMES = ['guestId', 'xid', 'seq', 'limit', 'q', 'search', 'category', 'brand', 'sort', 'page', 'token', 'callbackURL', 'client-id', 'id', 'error'];
const QUERY_VALUES = ['a%00b', '%E0%A4%A', 'x'.repeat(5_000), '-1'];
export const HOSTILE_QUERIES: readonly string[] = [
  ...QUERY_VALUES.map((value) => QUERY_NAMES.map((name) => `${name}=${value}`).join('&')),
  'limit=1&limit=2&xid=1&xid=2&__proto__=x',
];

/** Values put in place of one leaf of a valid body, one at a time. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'a\u0000b',
  'bell\u0007 escape\u001b',
  '\ud800', // lone surrogate
  HUGE,
  { nested: 'a\u0000b' },
  ['a\u0000b'],
  null,
  1e308,
  true,
];

/** Whole bodies that no route should choke on, with the content type they are sent as. */
export const HOSTILE_BODIES: ReadonlyArray<{ label: string; contentType: string; body: string | Uint8Array }> = [
  { label: 'invalid JSON', contentType: 'application/json', body: '{"a":' },
  { label: 'empty JSON body', contentType: 'application/json', body: '' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON array', contentType: 'application/json', body: '[]' },
  { label: 'JSON string', contentType: 'application/json', body: '"a\\u0000b"' },
  { label: 'JSON number', contentType: 'application/json', body: '1e309' },
  { label: 'empty object', contentType: 'application/json', body: '{}' },
  { label: 'prototype keys', contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { label: 'deep nesting', contentType: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { label: 'NUL in a key', contentType: 'application/json', body: '{"a\\u0000b":"c"}' },
  { label: 'invalid UTF-8', contentType: 'application/json', body: new Uint8Array([...Buffer.from('{"name":"'), 0xff, 0xc0, 0x00, ...Buffer.from('"}')]) },
  { label: 'wrong content type', contentType: 'text/plain', body: '{"name":"a\\u0000b"}' },
  { label: 'form body', contentType: 'application/x-www-form-urlencoded', body: 'name=a%00b&email=x%00%40y' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'name=a' },
  { label: 'over the body limit', contentType: 'application/json', body: `{"name":"${'x'.repeat(1_100_000)}"}` },
];

/** Every leaf of a JSON value with its path (arrays and objects included as leaves too). */
export function leafPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  const own = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) return [...own, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  return own;
}

/** A deep copy of `value` with the thing at `path` replaced. */
export function replacedAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replacedAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replacedAt(record[head!], rest, replacement) };
}
