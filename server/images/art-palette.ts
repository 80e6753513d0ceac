import { hashString, seededRandom, type SeededRandom } from '../seed/random';

/** Colours for one picture, all derived from one key so the same key always looks the same. */
export interface Palette {
  /** Two light tones for the background gradient. */
  backgroundFrom: string;
  backgroundTo: string;
  /** The toy's main colour, a contrasting accent, and a dark tone for eyes and outlines. */
  main: string;
  accent: string;
  dark: string;
  /** A pale tone for highlights and confetti. */
  light: string;
}

export function paletteFor(key: string): Palette {
  const hue = hashString(`palette:${key}`) % 360;
  const tone = (degrees: number, saturation: number, lightness: number): string => hslToHex((hue + degrees) % 360, saturation, lightness);
  return {
    backgroundFrom: tone(0, 80, 92),
    backgroundTo: tone(40, 70, 80),
    main: tone(180, 65, 52),
    accent: tone(90, 80, 58),
    dark: tone(200, 45, 22),
    light: tone(20, 90, 97),
  };
}

// Hex keeps each picture small: colours repeat on every shape.
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A toy drawn in a 200×200 box centred on the origin, in a picture's colours. */
export type Motif = (palette: Palette) => string;

/** A seeded random stream for the details of one picture (positions, sizes, shapes). */
export function artRandom(key: string): SeededRandom {
  return seededRandom(`art:${key}`);
}

/** Wraps picture content in a complete, well-formed SVG document with a gradient background. */
export function svgDocument(width: number, height: number, palette: Palette, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${content}</svg>`
  );
}

/** Scattered dots, rings and stars: the playful background every picture shares. */
export function confetti(width: number, height: number, count: number, palette: Palette, random: SeededRandom): string {
  const colours = [palette.light, palette.accent, palette.main];
  let shapes = '';
  for (let i = 0; i < count; i += 1) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(6, 22);
    const colour = random.pick(colours);
    const shape = random.int(0, 2);
    if (shape === 0) shapes += `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" opacity=".55"/>`;
    else if (shape === 1) shapes += `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="${colour}" stroke-width="5" opacity=".5"/>`;
    else shapes += `<path d="${starPath(x, y, size)}" fill="${colour}" opacity=".6"/>`;
  }
  return shapes;
}

/** A five-pointed star centred on (x, y). */
export function starPath(x: number, y: number, radius: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${Math.round(x + r * Math.cos(angle))} ${Math.round(y + r * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}
