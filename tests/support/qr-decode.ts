import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

/** Decodes the QR codes in an image (PNG, JPEG…) with zxing-wasm, its .wasm read from node_modules (no CDN). */
export async function decodeQr(image: Uint8Array): Promise<string[]> {
  if (!prepared) {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
    prepared = true;
  }
  const results = await readBarcodes(image, { formats: ['QRCode'] });
  return results.map((result) => result.text);
}
