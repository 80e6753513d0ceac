// bench:admin's part for the back office's one search (issue 25, docs/decisions/098): 50,000 customer
// accounts and pickup codes on the bench's store pickups are added by SQL, then
// GET /api/admin/dashboard/search is timed with what staff type: exact order numbers (upper and lower
// case), parts of order numbers, emails, shoppers' names, customers' names, product words, pickup
// codes and stores' towns. Target: p95 < 100 ms.
import { loadavg } from 'node:os';
import pg from 'pg';
import type { SearchResults } from '../../shared/admin/search';
import { percentile } from './bench-tools';

export const SEARCH_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
const SEARCH_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 400);
const SEARCH_WARM_UP = 40;
const SEARCH_P95_TARGET_MS = 100;
const ORIGIN = 'http://localhost:3000';
// The pickup code's alphabet (server/pickup/pickup-code.ts): no 0/O, 1/I/L.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A bench order's pickup code: its number written in the code alphabet, so every one differs. */
function codeOf(index: number): string {
  let code = '';
  let rest = index;
  for (let place = 0; place < 6; place += 1) {
    code = CODE_ALPHABET[rest % CODE_ALPHABET.length]! + code;
    rest = Math.floor(rest / CODE_ALPHABET.length);
  }
  return code;
}

/** SEARCH_CUSTOMERS accounts (names and emails of their own) and a pickup code on every bench pickup order; answers the time taken. */
export async function seedSearchData(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`
      INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      SELECT 'bench-user-' || i,
        (ARRAY['Olivia','Noah','Amelia','Oliver','Isla','George','Ava','Arthur','Mia','Leo','Harper','Theo'])[1 + i % 12] || ' ' ||
        (ARRAY['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Robinson','Wright','Thompson','Evans','Walker'])[1 + (i / 12) % 14] || ' ' || i,
        'customer' || i || '@example.net', true, now() - make_interval(mins => i), now()
      FROM generate_series(1, $1::int) AS i`, [SEARCH_CUSTOMERS]);
    const pickups = await client.query<{ id: string }>(`SELECT id FROM orders WHERE id LIKE 'bench-order-%' AND delivery_method = 'pickup' ORDER BY id`);
    const ids = pickups.rows.map((row) => row.id);
    for (let start = 0; start < ids.length; start += 5_000) {
      const chunk = ids.slice(start, start + 5_000);
      await client.query(`UPDATE orders AS o SET pickup_code = c.code FROM unnest($1::text[], $2::text[]) AS c(id, code) WHERE o.id = c.id`, [chunk, chunk.map((_, index) => codeOf(start + index + 1))]);
    }
    await client.query('VACUUM (ANALYZE) orders, "user"');
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

/** What staff type, from the seeded data: each kind of term a few times over. */
async function searchTerms(databaseUrl: string, productWords: readonly string[]): Promise<Array<{ kind: string; q: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const numbers = (await client.query<{ order_number: string }>(`SELECT order_number FROM orders WHERE id LIKE 'bench-order-%' ORDER BY md5(id) LIMIT 20`)).rows.map((row) => row.order_number);
    const codes = (await client.query<{ pickup_code: string }>(`SELECT pickup_code FROM orders WHERE pickup_code IS NOT NULL ORDER BY md5(id) LIMIT 20`)).rows.map((row) => row.pickup_code);
    const towns = (await client.query<{ city: string }>(`SELECT DISTINCT city FROM stores`)).rows.map((row) => row.city);
    const terms: Array<{ kind: string; q: string }> = [];
    for (let index = 0; index < 20; index += 1) {
      const number = numbers[index % numbers.length]!;
      terms.push({ kind: 'exact order number', q: index % 2 ? number : number.toLowerCase() });
      terms.push({ kind: 'part of an order number', q: number.slice(-5) });
      terms.push({ kind: 'shopper email', q: `shopper${(index * 997) % 20_000}@` });
      terms.push({ kind: 'shopper name', q: `Bench Shopper ${((index * 431) % 4_000) * 5 + 1}` });
      terms.push({ kind: 'customer name', q: ['olivia smith', 'theo', 'patel', 'george wright 1', 'customer4242'][index % 5]! });
      terms.push({ kind: 'product word', q: productWords[index % productWords.length]! });
      terms.push({ kind: 'pickup code', q: codes[index % codes.length]! });
      terms.push({ kind: 'store town', q: towns[index % towns.length]! });
      terms.push({ kind: 'nothing matches', q: `zq${index}xw` });
    }
    return terms;
  } finally {
    await client.end();
  }
}

/** Times the search one request after another; answers the row for docs/benchmarks.md. */
export async function searchTimings(baseUrl: string, databaseUrl: string, cookie: string, productWords: readonly string[], ordersSeeded: number, problems: string[]): Promise<string> {
  const terms = await searchTerms(databaseUrl, productWords);
  const ask = async (index: number) => {
    const term = terms[index % terms.length]!;
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/admin/dashboard/search?q=${encodeURIComponent(term.q)}`, { headers: { cookie, origin: ORIGIN } });
    const body = (await response.json()) as SearchResults;
    const ms = performance.now() - started;
    if (response.status !== 200) problems.push(`search ${term.q}: ${response.status} ${JSON.stringify(body)}`);
    else if ((term.kind === 'exact order number' || term.kind === 'pickup code') && !body.exact) problems.push(`search ${term.q} (${term.kind}) opened nothing`);
    else if (term.kind !== 'nothing matches' && body.orders.length + body.customers.length + body.products.length + body.stores.length === 0) problems.push(`search ${term.q} (${term.kind}) found nothing`);
    return { ms, kind: term.kind };
  };
  for (let index = 0; index < SEARCH_WARM_UP; index += 1) await ask(index + 3);
  const loadBefore = loadavg()[0]!;
  const timings: number[] = [];
  const floor: number[] = [];
  const byKind = new Map<string, number[]>();
  for (let index = 0; index < SEARCH_REQUESTS; index += 1) {
    const { ms, kind } = await ask(index);
    timings.push(ms);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    // The machine's floor at the same moments: a signed-in request that only reads the session and roles.
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/me`, { headers: { cookie, origin: ORIGIN } })).json();
    floor.push(performance.now() - started);
  }
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}, floor p50 / p95 ${percentile(floor, 50).toFixed(1)} / ${percentile(floor, 95).toFixed(1)} ms`;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(timings, p));
  const scale = `${ordersSeeded.toLocaleString('en-US')} orders, ${SEARCH_CUSTOMERS.toLocaleString('en-US')} customers`;
  console.log(`\nback-office search (${load}; ${scale}), ${SEARCH_REQUESTS} requests one after another (after ${SEARCH_WARM_UP} warm-up):`);
  console.log(`  p50 ${p50!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms, p99 ${p99!.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`);
  console.log(`  by kind (p50/p95):\n    ${[...byKind].map(([kind, values]) => `${kind} ${percentile(values, 50).toFixed(1)}/${percentile(values, 95).toFixed(1)}`).join('\n    ')}`);
  if (p95! >= SEARCH_P95_TARGET_MS) problems.push(`search p95 ${p95!.toFixed(1)} ms is not under ${SEARCH_P95_TARGET_MS} ms`);
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `| ${stamp} | ${scale} | ${SEARCH_REQUESTS} | ${[...byKind.keys()].length} kinds of term, ${load} | ${p50!.toFixed(1)} ms | ${p95!.toFixed(1)} ms | ${p99!.toFixed(1)} ms | ${problems.length === 0 ? 'pass' : 'FAIL'} |`;
}
