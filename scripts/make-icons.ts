// Draws the shop's app icons (a teddy bear on the brand orange) and writes them as PNG files under
// public/icons/. Pure node: shapes are rasterised with 4×4 supersampling, PNG bytes come from zlib.
// Run: npx tsx scripts/make-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];

const BRAND: Rgba = [232, 85, 45, 255];
const FUR: Rgba = [255, 244, 224, 255];
const INNER_EAR: Rgba = [246, 185, 138, 255];
const MUZZLE: Rgba = [246, 211, 168, 255];
const DARK: Rgba = [61, 43, 31, 255];

/** A shape in the bear's own coordinates: the face is about one unit wide around (0, 0). */
interface Shape {
  colour: Rgba;
  contains(x: number, y: number): boolean;
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, colour: Rgba): Shape => ({
  colour,
  contains: (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
});
const circle = (cx: number, cy: number, r: number, colour: Rgba) => ellipse(cx, cy, r, r, colour);

const BEAR: Shape[] = [
  circle(-0.42, -0.36, 0.2, FUR),
  circle(0.42, -0.36, 0.2, FUR),
  circle(-0.42, -0.36, 0.1, INNER_EAR),
  circle(0.42, -0.36, 0.1, INNER_EAR),
  ellipse(0, 0.06, 0.5, 0.46, FUR),
  ellipse(0, 0.22, 0.23, 0.17, MUZZLE),
  ellipse(0, 0.14, 0.085, 0.062, DARK),
  circle(-0.18, -0.06, 0.055, DARK),
  circle(0.18, -0.06, 0.055, DARK),
  // The smile: a thin crescent under the nose.
  {
    colour: DARK,
    contains: (x, y) => {
      const d = Math.hypot(x, y - 0.2);
      return y > 0.22 && d >= 0.085 && d <= 0.11 && Math.abs(x) < 0.09;
    },
  },
];

interface IconSpec {
  file: string;
  size: number;
  /** Maskable icons fill the square and keep the bear inside the central safe circle. */
  maskable: boolean;
}

function insideRoundedSquare(px: number, py: number, size: number, radius: number): boolean {
  const dx = Math.max(radius - px, px - (size - radius), 0);
  const dy = Math.max(radius - py, py - (size - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

function render({ size, maskable }: IconSpec): Buffer {
  const SAMPLES = 4;
  const bearScale = (size / 2) * (maskable ? 0.8 : 0.95);
  const corner = size * 0.22;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (None), then RGBA
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          let colour: Rgba | null = maskable || insideRoundedSquare(x, y, size, corner) ? BRAND : null;
          if (colour) {
            const bx = (x - size / 2) / bearScale;
            const by = (y - size / 2) / bearScale;
            for (const shape of BEAR) if (shape.contains(bx, by)) colour = shape.colour;
          }
          if (!colour) continue;
          // Premultiplied sums, so transparent corners don't darken the edge.
          r += colour[0]; g += colour[1]; b += colour[2]; a += 255;
        }
      }
      const count = SAMPLES * SAMPLES;
      const offset = 1 + px * 4;
      if (a > 0) {
        row[offset] = Math.round((r * 255) / a);
        row[offset + 1] = Math.round((g * 255) / a);
        row[offset + 2] = Math.round((b * 255) / a);
      }
      row[offset + 3] = Math.round(a / count);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-512-maskable.png', size: 512, maskable: true },
];

const outDir = resolve(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const png = render(icon);
  writeFileSync(resolve(outDir, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
