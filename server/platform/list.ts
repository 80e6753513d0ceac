import type { Context } from 'hono';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { parseSort, type BaseListQuery } from '../../shared/admin/list-query';
import type { ListPage } from '../../shared/admin/api';
import type { DB } from '../db/schema';

/**
 * How one back-office list sorts: the whitelist of sort keys the API accepts, each the SQL column
 * (or selected alias) it orders by. Anything else is refused, so a URL can never order by an
 * arbitrary expression, and every sortable column is one the screen chose (and indexed if needed).
 */
export interface ListSort {
  /** API sort key (`displayOrder`) → SQL column or selected alias (`categories.display_order`). */
  sortable: Readonly<Record<string, string>>;
  /** The order when the query names none, e.g. `displayOrder.asc`. */
  defaultSort: string;
  /** A unique column that breaks ties, so pages never repeat or skip a row. */
  tiebreaker: string;
  /**
   * Sort keys whose column is never NULL: ordered without `nulls last`, so a plain b-tree index serves
   * the sort in both directions (`x DESC NULLS LAST` matches no index on `x` or `x DESC`).
   */
  notNull?: readonly string[];
}

/** How a list that grows without limit (orders) keeps each page's cost flat however many rows match. */
export interface ListPageOptions<CS = DB, CTB extends keyof CS = keyof CS, CO = unknown> {
  /**
   * Stop counting this many rows past the page's first row: the total is then a lower bound
   * (`totalAtLeast`, "1,000+"). Counting every one of 100,000 filtered orders took most of a page's time.
   */
  countCap?: number;
  /**
   * With `countCap`: the same rows as the list's query, built to be counted (the same filters without
   * the page's joins and columns). Without it the list's query is counted with its columns cleared.
   */
  countRows?: SelectQueryBuilder<CS, CTB, CO>;
  /**
   * Find the page's rows first (their tiebreaker column, the sort's columns only), then read the
   * list's columns for those rows alone: a deep page never runs the columns' subqueries for the rows
   * it skips (page 4,000 of 100,000 orders: 6 s before, the sort's scan alone now). The CSV export's
   * batches are read the same way (csvResponse's option).
   */
  keysFirst?: boolean;
}

/** One CSV column: its header and how a row's value is written. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

/**
 * The rows of a list as one CSV download: the list's columns and the file's name (without date). A list
 * whose one row is several records of the file (a product, then each of its sizes) gives `records`,
 * which reads a batch of rows' records at once; without it each row is one record.
 */
export interface CsvExport<Row, Rec = Row> {
  name: string;
  columns: readonly CsvColumn<Rec>[];
  records?: (rows: Row[]) => Promise<Rec[]>;
}

/** Applies the whitelisted sort (400 with a field error on `sort` for any other). */
export function sorted<S, TB extends keyof S, O>(
  builder: SelectQueryBuilder<S, TB, O>,
  sort: string | undefined,
  spec: ListSort,
): SelectQueryBuilder<S, TB, O> {
  const parsed = parseSort(sort ?? spec.defaultSort)!;
  const column = spec.sortable[parsed.column];
  if (column === undefined || !Object.hasOwn(spec.sortable, parsed.column)) {
    throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, {
      sort: `Cannot sort by ${parsed.column}; sort by one of ${Object.keys(spec.sortable).join(', ')}`,
    });
  }
  const direction = parsed.direction === 'desc' ? sql`desc` : sql`asc`;
  const nulls = spec.notNull?.includes(parsed.column) ? sql`` : sql` nulls last`;
  return builder.orderBy(sql`${sql.ref(column)} ${direction}${nulls}`).orderBy(sql`${sql.ref(spec.tiebreaker)} asc`);
}

/**
 * One page of a list and the total of all matching rows. `builder` is the screen's query with its
 * search and filters applied and its columns selected (tables may be aliased: `S` is the builder's
 * own view of the database); the total counts the same rows, up to `countCap` past the page's start
 * when the list caps its count (then `totalAtLeast` says more match).
 */
export async function listPage<S, TB extends keyof S, O, Row, CS = DB, CTB extends keyof CS = keyof CS, CO = unknown>(
  db: Kysely<DB>,
  builder: SelectQueryBuilder<S, TB, O>,
  query: BaseListQuery,
  spec: ListSort,
  toRow: (raw: O) => Row,
  options: ListPageOptions<CS, CTB, CO> = {},
): Promise<ListPage<Row>> {
  const { countCap, countRows, keysFirst = false } = options;
  const offset = (query.page - 1) * query.pageSize;
  const limit = countCap === undefined ? undefined : offset + countCap + 1;
  const [raws, total] = await Promise.all([
    rowsAt(builder, query.sort, spec, query.pageSize, offset, keysFirst).execute(),
    // A capped count reads no column (the rows' subqueries are never evaluated) and stops at its limit.
    countRows ? countOf(db, countRows, limit) : limit === undefined ? countOf(db, builder, limit) : countOf(db, builder.clearSelect().select(sql<number>`1`.as('one')), limit),
  ]);
  const page = { rows: raws.map(toRow), page: query.page, pageSize: query.pageSize };
  if (countCap !== undefined && total > offset + countCap) return { ...page, total: offset + countCap, totalAtLeast: true };
  return { ...page, total };
}

/**
 * `limit` rows from `offset` in the list's order. With `keysFirst`, the rows' tiebreaker keys are found
 * by the sort alone, then the list's columns are read for those keys only: the subquery's other columns
 * are unused outside it, so PostgreSQL drops them (and their per-row subqueries) for the skipped rows.
 */
function rowsAt<S, TB extends keyof S, O>(builder: SelectQueryBuilder<S, TB, O>, sort: string | undefined, spec: ListSort, limit: number, offset: number, keysFirst: boolean) {
  const paged = sorted(builder, sort, spec).limit(limit).offset(offset);
  if (!keysFirst) return paged;
  const key = sql.ref(`paged.${spec.tiebreaker.slice(spec.tiebreaker.lastIndexOf('.') + 1)}`);
  return sorted(builder.where(sql<boolean>`${sql.ref(spec.tiebreaker)} IN (SELECT ${key} FROM (${paged}) AS paged)`), sort, spec);
}

/** How many rows a query answers, counting no further than `limit` when given. */
async function countOf<S, TB extends keyof S, O>(db: Kysely<DB>, rows: SelectQueryBuilder<S, TB, O>, limit: number | undefined): Promise<number> {
  const counted = await db
    .selectFrom((limit === undefined ? rows : rows.limit(limit)).as('listed'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (for ILIKE search). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search and the filters every list of soft-deletable, hideable records has: `q` on the given
 * columns (case-insensitive, anywhere), `active=yes|no`, and `deleted=yes` for the deleted records
 * only (live ones by default).
 */
export function searchedAndFiltered<TB extends keyof DB, O>(
  builder: SelectQueryBuilder<DB, TB, O>,
  query: BaseListQuery & { active?: 'yes' | 'no' | undefined; deleted?: 'yes' | 'no' | 'all' | undefined },
  options: { table: string; search: readonly string[] },
): SelectQueryBuilder<DB, TB, O> {
  let filtered = builder;
  if (query.q) {
    const pattern = containsPattern(query.q);
    filtered = filtered.where(sql<boolean>`(${sql.join(options.search.map((column) => sql`${sql.ref(column)} ilike ${pattern}`), sql` or `)})`);
  }
  if (query.active) filtered = filtered.where(sql<boolean>`${sql.ref(`${options.table}.is_active`)} = ${query.active === 'yes'}`);
  if (query.deleted === 'all') return filtered;
  const deleted = sql.ref(`${options.table}.deleted_at`);
  return filtered.where(query.deleted === 'yes' ? sql<boolean>`${deleted} is not null` : sql<boolean>`${deleted} is null`);
}

/** Rows per query while exporting: large enough to be quick, small enough to keep memory flat. */
export const CSV_BATCH_SIZE = 500;

// A cell starting with one of these is a formula to a spreadsheet (CSV injection): written with a
// leading apostrophe so it stays text. Importers strip it again (csvCellValue).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as written to a CSV cell. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  return String(value);
}

/** A CSV cell's text as it was before csvCell protected it. */
export function csvCellValue(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * The same list as a CSV download (`?format=csv`): every matching row in the list's order, not just
 * one page, read in batches as the client reads the response (no row count held in memory).
 * Each batch is its own statement: a long export never holds a connection (PGlite has one).
 */
export function csvResponse<S, TB extends keyof S, O, Row, Rec = Row>(
  c: Context,
  builder: SelectQueryBuilder<S, TB, O>,
  query: BaseListQuery,
  spec: ListSort,
  toRow: (raw: O) => Row,
  csv: CsvExport<Row, Rec>,
  { keysFirst = false }: Pick<ListPageOptions, 'keysFirst'> = {},
): Response {
  sorted(builder, query.sort, spec); // a sort off the whitelist is a 400 before the download starts
  const encoder = new TextEncoder();
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([csv.columns.map((column) => column.header)])));
    },
    async pull(controller) {
      const raws = await rowsAt(builder, query.sort, spec, CSV_BATCH_SIZE, offset, keysFirst).execute();
      offset += raws.length;
      if (raws.length > 0) {
        const rows = raws.map(toRow);
        // Rec is Row when the export gives no `records` (CsvExport's default).
        const records = csv.records ? await csv.records(rows) : (rows as unknown as Rec[]);
        controller.enqueue(encoder.encode(stringify(records.map((record) => csv.columns.map((column) => csvCell(column.value(record)))))));
      }
      if (raws.length < CSV_BATCH_SIZE) controller.close();
    },
  });
  const filename = `${csv.name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
}

/** A screen's list as a page and as CSV, from its filtered query, sort whitelist, row mapping and CSV columns. */
export function listAndCsv<Query extends BaseListQuery, TB extends keyof DB, O, Row>(
  filtered: (db: Kysely<DB>, query: Query) => SelectQueryBuilder<DB, TB, O>,
  spec: ListSort,
  toRow: (raw: O) => Row,
  csv: CsvExport<Row>,
) {
  return {
    list: (db: Kysely<DB>, query: Query) => listPage(db, filtered(db, query), query, spec, toRow),
    csv: (c: Context, db: Kysely<DB>, query: Query) => csvResponse(c, filtered(db, query), query, spec, toRow, csv),
  };
}

/**
 * A days filter (`from`/`to` inclusive, the viewer's days in `tz`, UTC when none) on a timestamp column:
 * PostgreSQL's time-zone database turns the days into instants, daylight saving included.
 */
export function withinDays<S, TB extends keyof S, O>(builder: SelectQueryBuilder<S, TB, O>, column: string, query: { from?: string | undefined; to?: string | undefined; tz?: string | undefined }): SelectQueryBuilder<S, TB, O> {
  const timeZone = query.tz ?? 'UTC';
  let filtered = builder;
  if (query.from) filtered = filtered.where(sql<boolean>`${sql.ref(column)} >= (${query.from}::date::timestamp at time zone ${timeZone})`);
  // `to` is inclusive: everything before the start of the next day.
  if (query.to) filtered = filtered.where(sql<boolean>`${sql.ref(column)} < ((${query.to}::date + 1)::timestamp at time zone ${timeZone})`);
  return filtered;
}
