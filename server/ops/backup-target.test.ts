import { describe, expect, it } from 'vitest';
import { backupTargetOf, describeTarget } from './backup-target';

describe('the database the backup commands work on', () => {
  it('is DATABASE_URL, named by host and database and never with its password, or PGlite in DATA_DIR/pglite', () => {
    const postgres = backupTargetOf({ databaseUrl: 'postgres://shop:hunter2@db.internal:5433/shop', dataDir: './.data' });
    expect(describeTarget(postgres)).toBe('PostgreSQL at DATABASE_URL (db.internal:5433/shop)');
    expect(describeTarget(backupTargetOf({ databaseUrl: 'postgres:///shop?host=/var/run/postgresql', dataDir: './.data' }))).toBe('PostgreSQL at DATABASE_URL (local socket /shop)');
    expect(describeTarget(backupTargetOf({ databaseUrl: 'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/shop', dataDir: './.data' }))).toBe('PostgreSQL at DATABASE_URL (local socket in /var/run/postgresql: /shop)');
    expect(describeTarget(backupTargetOf({ databaseUrl: undefined, dataDir: '/srv/shop-data' }))).toBe('PGlite in /srv/shop-data/pglite');
  });
});
