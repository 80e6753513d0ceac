import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A picture with some detail (a gradient and a block), so re-encoding has something to keep. */
export async function picture(format: 'png' | 'jpeg' | 'webp', width: number, height: number, options: { orientation?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#e8552d"/><stop offset="1" stop-color="#1f4e8c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="10%" width="30%" height="30%" fill="#fff"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer();
  return image.webp({ quality: 85 }).toBuffer();
}

/** A real PNG over 8 MB: random pixels do not compress. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i) ;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid one-bit PNG of width × height blank pixels, a few tens of KB on
 * disk and hundreds of megabytes once decoded.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0 and blank pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
