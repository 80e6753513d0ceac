import { describe, expect, it } from 'vitest';
import { BACKUP_USAGE, parseBackupArgs, parseRestoreArgs, RESTORE_USAGE } from './backup-command';
import { backupFileName, backupPathFor } from './backup-file';

describe('the command lines of npm run db:backup and db:restore', () => {
  it('backup takes an optional --out, in either spelling', () => {
    expect(parseBackupArgs([])).toEqual({ out: undefined });
    expect(parseBackupArgs(['--out', '/srv/backups/'])).toEqual({ out: '/srv/backups/' });
    expect(parseBackupArgs(['--out=shop.dump'])).toEqual({ out: 'shop.dump' });
    expect(parseBackupArgs(['-h'])).toBe('help');
  });

  it('restore requires --file; an unknown option or a missing path is refused with the usage', () => {
    expect(parseRestoreArgs(['--file', 'backups/a.dump'])).toEqual({ file: 'backups/a.dump' });
    expect(() => parseRestoreArgs([])).toThrow(`--file is required.\n${RESTORE_USAGE}`);
    expect(() => parseRestoreArgs(['--file'])).toThrow(`--file needs a path.\n${RESTORE_USAGE}`);
    expect(() => parseBackupArgs(['--file', 'x'])).toThrow(`Unknown option "--file".\n${BACKUP_USAGE}`);
  });
});

describe('where a backup is written', () => {
  const startedAt = new Date('2026-12-02T03:15:09.123Z');

  it('is named by its kind and the UTC second it started, so names sort by time', () => {
    expect(backupFileName('postgres', startedAt)).toBe('toy-shop-20261202-031509Z.dump');
    expect(backupFileName('pglite', startedAt)).toBe('toy-shop-20261202-031509Z.pglite.tar.gz');
  });

  it('goes to ./backups by default, into a folder given as --out, or to the file given', () => {
    const noFolders = () => false;
    expect(backupPathFor(undefined, 'postgres', startedAt, noFolders)).toBe('backups/toy-shop-20261202-031509Z.dump');
    expect(backupPathFor('/srv/shop/', 'pglite', startedAt, noFolders)).toBe('/srv/shop/toy-shop-20261202-031509Z.pglite.tar.gz');
    expect(backupPathFor('/srv/shop', 'postgres', startedAt, (path) => path === '/srv/shop')).toBe('/srv/shop/toy-shop-20261202-031509Z.dump');
    expect(backupPathFor('/srv/shop/before-0042.dump', 'postgres', startedAt, noFolders)).toBe('/srv/shop/before-0042.dump');
  });
});
