import { artRandom, confetti, paletteFor, svgDocument } from './art-palette';
import { placeMotif, TOY_MOTIFS } from './toy-motifs';

// The left of a hero banner stays quiet: the slide's title and button sit there.
function toyParade(key: string, width: number, height: number): string {
  const palette = paletteFor(key);
  const random = artRandom(key);
  const blobs = [0, 1, 2]
    .map(() => `<circle cx="${random.int(width / 2, width)}" cy="${random.int(0, height)}" r="${random.int(height / 4, height / 2)}" fill="${palette.light}" opacity=".45"/>`)
    .join('');
  const toys = random
    .shuffle(TOY_MOTIFS)
    .slice(0, 3)
    .map((motif, i) => placeMotif(motif, palette, Math.round(width * (0.58 + i * 0.15)), Math.round(height * (0.45 + (i % 2) * 0.15)), height / 320, random.int(-10, 10)))
    .join('');
  return svgDocument(width, height, palette, blobs + confetti(width, height, 8, palette, random) + toys);
}

/** A wide home-page banner (1600×600). */
export function heroImageSvg(n: number): string {
  return toyParade(`hero:${n}`, 1600, 600);
}

/** A blog cover in the shape social cards use (1200×630). */
export function blogCoverSvg(slug: string): string {
  return toyParade(`blog:${slug}`, 1200, 630);
}
