/** A ustar archive as PGlite's dumpDataDir writes one: absolute names, 512-byte blocks, two empty ones at the end. */
export function tarOf(entries: Array<{ name: string; content: string }>): Buffer {
  const blocks = entries.flatMap(({ name, content }) => {
    const header = Buffer.alloc(512);
    header.write(name, 0);
    header.write('0000644\0', 100);
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
    header.write('ustar\0', 257);
    header.write('        ', 148);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const data = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    data.write(content);
    return [header, data];
  });
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

/** The smallest archive a PGlite backup's check takes for a data directory (it opens in no PGlite). */
export const LOOKS_LIKE_A_DATA_DIR = [
  { name: '/PG_VERSION', content: '17\n' },
  { name: '/base/1/1247', content: 'x'.repeat(2000) },
];
