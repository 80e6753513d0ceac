import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file Chromium can play as its camera (`--use-file-for-fake-video-capture`): a Y4M clip
 * (4:2:0, grey only) showing `text` as a QR code on white, for the counter's camera scanner.
 */
export function writeQrCameraClip(path: string, text: string, options: { width?: number; height?: number; frames?: number } = {}): void {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 10;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * quiet));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size * scale; y += 1) {
    for (let x = 0; x < modules.size * scale; x += 1) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
