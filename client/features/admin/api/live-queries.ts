import { ATTENTION_TABLES, LIVE_SCREENS_BY_TABLE } from '../../../../shared/admin/live';

// Which of the back office's cached queries a change to some tables makes stale (docs/decisions/098).
// Lists, dashboards, run lists and records' histories are read again; a record itself is not: an
// edit form is never reset under its user's typing (the record page says "Changed by …" instead).

/** The kinds of query (the key's part after the screen) that follow changes: lists and histories. */
const LIVE_KINDS = new Set<unknown>([undefined, 'list', 'runs', 'history', 'pipeline']);

/** The screens whose queries the changed tables touch, and 'attention' when the badge's counts may move. */
export function screensTouchedBy(tables: readonly string[]): Set<string> {
  const screens = new Set<string>();
  for (const table of tables) {
    for (const screen of LIVE_SCREENS_BY_TABLE[table] ?? []) screens.add(screen);
    if (ATTENTION_TABLES.includes(table)) screens.add('attention');
  }
  return screens;
}

/**
 * True when a query (by its key) shows what those screens show: `['admin', screen, kind, …]` or
 * `[screen, kind, …]`, of a live kind.
 */
export function followsChanges(queryKey: readonly unknown[], screens: ReadonlySet<string>): boolean {
  const [first, second, third] = queryKey;
  const screen = first === 'admin' ? second : first;
  const kind = first === 'admin' ? third : second;
  return typeof screen === 'string' && screens.has(screen) && LIVE_KINDS.has(kind);
}
