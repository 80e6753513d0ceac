import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/**
 * The tar inside a PGlite backup (a gzipped `dumpDataDir`), checked before anything is written:
 * every header's checksum holds, no entry runs past the end, and the archive holds a data
 * directory (its PG_VERSION). Null when the bytes are not that: another file, or a cut-off one.
 */
export function pgliteDataDirTar(gzipped: Buffer): { tar: Buffer; postgresVersion: string } | null {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped);
  } catch {
    return null;
  }
  let postgresVersion: string | null = null;
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > tar.length) return null;
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (!checksumHolds(header)) return null;
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12) || '0', 8);
    const start = offset + BLOCK;
    if (!Number.isFinite(size) || start + size > tar.length) return null;
    if (name.replace(/^\/+/, '') === 'PG_VERSION') postgresVersion = tar.subarray(start, start + size).toString('utf8').trim();
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return postgresVersion ? { tar, postgresVersion } : null;
}

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8').trim();
}

// A tar header's checksum: the sum of its bytes, counting the checksum's own eight as spaces.
function checksumHolds(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum === Number.parseInt(field(header, 148, 8), 8);
}
