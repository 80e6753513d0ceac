import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../support/test-app';
import { LOOKS_LIKE_A_DATA_DIR, tarOf } from '../support/tar-fixtures';
import { backupDatabase, type BackupResult } from '../../server/ops/backup';
import { restoreDatabase } from '../../server/ops/restore';
import { BackupError } from '../../server/ops/backup-error';
import { insertOrder } from './admin-fixtures';
import { runOperatorScript, shopDatabase, type ShopDatabase } from './backup-fixtures';

// Bad input to npm run db:backup and db:restore (docs/decisions/084) is refused with a plain message
// and changes nothing: a missing file, a file that is not a backup (or is cut off, or of the other
// database), a database that is not empty, an existing file, and a backup that could not be consistent.

const kind = testDatabaseKind();
const files = mkdtempSync(join(tmpdir(), 'shop-backup-refusals-'));
let source: ShopDatabase;
let empty: ShopDatabase;
let backup: BackupResult;

beforeAll(async () => {
  source = await shopDatabase(kind, { migrated: true });
  const t = await source.open();
  try {
    await insertOrder(t, { country: 'US', total: 1500, status: 'paid', paidAt: new Date() });
  } finally {
    await t.close();
  }
  backup = await backupDatabase(source.target, { out: files });
  empty = await shopDatabase(kind, { migrated: false });
}, 600_000);

afterAll(async () => {
  await source?.remove();
  await empty?.remove();
  rmSync(files, { recursive: true, force: true });
});

/** Writes a file among the test's own and answers its path. */
function fileOf(name: string, bytes: Buffer | string): string {
  const path = join(files, name);
  writeFileSync(path, bytes);
  return path;
}

async function expectRefusal(work: Promise<unknown>, message: string | RegExp): Promise<void> {
  const error = await work.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(BackupError);
  if (typeof message === 'string') expect((error as Error).message).toBe(message);
  else expect((error as Error).message).toMatch(message);
}

describe('a restore into an empty database refuses what is not a whole backup of its kind, and it stays empty', () => {
  it('a missing file', async () => {
    const missing = join(files, 'no-such.dump');
    await expectRefusal(restoreDatabase(empty.target, missing), `There is no file at ${missing}.`);
    expect(await empty.isEmpty()).toBe(true);
  });

  it('a file that is not a backup', async () => {
    const notes = fileOf('notes.dump', 'Backups: Mondays and Thursdays.\n');
    await expectRefusal(restoreDatabase(empty.target, notes), `${notes} is not a backup this command can restore: it is neither pg_dump's custom format nor a whole PGlite dump (is it cut off?).`);
    expect(await empty.isEmpty()).toBe(true);
  });

  it('a backup cut off halfway', async () => {
    const cut = fileOf('cut-off-halfway', readFileSync(backup.file).subarray(0, Math.floor(backup.bytes / 2)));
    await expectRefusal(restoreDatabase(empty.target, cut), kind === 'postgres' ? /^\S+ is not a backup pg_restore 1\d\.\d+ can read \(pg_restore failed: .+\): it is cut off or damaged, / : /^\S+ is not a backup this command can restore: /);
    expect(await empty.isEmpty()).toBe(true);
  });

  it('a backup cut off near its end, where only its last data is missing', async () => {
    const cut = fileOf('cut-off-near-the-end', readFileSync(backup.file).subarray(0, backup.bytes - 64));
    // pg_restore reads its table of contents and starts; the restore is one transaction, rolled back.
    await expectRefusal(restoreDatabase(empty.target, cut), kind === 'postgres' ? /^The restore stopped and was rolled back, so the database is still empty\. pg_restore failed: / : /^\S+ is not a backup this command can restore: /);
    expect(await empty.isEmpty()).toBe(true);
  });

  it('a backup of the other database', async () => {
    const other = kind === 'postgres' ? fileOf('other.pglite.tar.gz', gzipSync(tarOf(LOOKS_LIKE_A_DATA_DIR))) : fileOf('other.dump', 'PGDMP, as pg_dump begins');
    const why =
      kind === 'postgres'
        ? 'is a PGlite backup, and the configured database is PostgreSQL: unset DATABASE_URL to restore it into the embedded database in DATA_DIR.'
        : 'is a PostgreSQL backup, and the configured database is PGlite: set DATABASE_URL to the PostgreSQL database to restore it into.';
    await expectRefusal(restoreDatabase(empty.target, other), `${other} ${why}`);
    expect(await empty.isEmpty()).toBe(true);
  });
});

describe('the shop’s own database, which is not empty', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await source.open();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a restore into it is refused, and it keeps its order', async () => {
    await expectRefusal(
      restoreDatabase(source.target, backup.file),
      kind === 'postgres' ? /^The database at DATABASE_URL is not empty \(\d+ tables and other relations, such as .+\)\. A restore goes into an empty database only, so it never overwrites anything: / : /is not empty: it holds an embedded database\. A restore goes into an empty one only, so it never overwrites anything: /,
    );
    expect(await t.deps.db.selectFrom('orders').select('total').execute()).toEqual([{ total: 1500 }]);
  });

  it('a backup never overwrites a file', async () => {
    const before = readFileSync(backup.file);
    await expectRefusal(backupDatabase(source.target, { out: backup.file }), `${backup.file} already exists, and a backup never overwrites a file: give another --out.`);
    expect(readFileSync(backup.file).equals(before)).toBe(true);
  });

  // Each database has its own way a backup could not be consistent or could not be taken.
  if (kind === 'pglite') {
    it('a backup while the shop has the embedded database open is refused, and writes nothing', async () => {
      const out = join(files, 'while-open');
      await expectRefusal(backupDatabase(source.target, { out }), /^The embedded database in \S+ is open since \d{4}-\d\d-\d\dT[\d:.]+Z: the shop or another command is using it, and PGlite can be open in one process only\. Stop the shop, then run the backup\./);
      expect(readdirSync(files).filter((name) => name.startsWith('while-open'))).toEqual([]);
    });
  } else {
    it('without pg_dump on the machine, the backup command says how to get it, exits 1 and writes nothing', async () => {
      const out = join(files, 'no-tools');
      const run = await runOperatorScript('db-backup', ['--out', out], source.env, { PATH: '/nonexistent' });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^pg_dump was not found on this machine \(PATH\)\. Backing up and restoring PostgreSQL needs PostgreSQL's client tools, pg_dump and pg_restore, .*\nNo backup was written\.\n$/);
      expect(readdirSync(files).filter((name) => name.startsWith('no-tools'))).toEqual([]);
    });
  }
});
