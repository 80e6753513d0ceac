import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pgliteDataDirTar } from './pglite-dump-file';
import { LOOKS_LIKE_A_DATA_DIR as DATA_DIR, tarOf } from '../../tests/support/tar-fixtures';

describe('pgliteDataDirTar: what restore accepts as a PGlite backup', () => {
  it('opens a gzipped data directory and reads its PostgreSQL version', () => {
    const tar = tarOf(DATA_DIR);
    expect(pgliteDataDirTar(gzipSync(tar))).toEqual({ tar, postgresVersion: '17' });
  });

  it('refuses a cut-off file, whether the cut is in the gzip stream or in the archive', () => {
    const gzipped = gzipSync(tarOf(DATA_DIR));
    expect(pgliteDataDirTar(gzipped.subarray(0, gzipped.length - 20))).toBeNull();
    const cutArchive = tarOf(DATA_DIR).subarray(0, 1024);
    expect(pgliteDataDirTar(gzipSync(cutArchive))).toBeNull();
  });

  it('refuses an archive that is not a data directory, a damaged header, and a file that is not gzip', () => {
    expect(pgliteDataDirTar(gzipSync(tarOf([{ name: '/notes.txt', content: 'hello' }])))).toBeNull();
    const damaged = tarOf(DATA_DIR);
    damaged[101] = '7'.charCodeAt(0); // the first entry's mode: its name still reads PG_VERSION
    expect(pgliteDataDirTar(gzipSync(damaged))).toBeNull();
    expect(pgliteDataDirTar(Buffer.from('PGDMP this is not a PGlite dump'))).toBeNull();
  });
});
