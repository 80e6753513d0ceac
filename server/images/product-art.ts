import { hashString } from '../seed/random';
import { artRandom, confetti, paletteFor, svgDocument } from './art-palette';
import { placeMotif, TOY_MOTIFS } from './toy-motifs';

const SIZE = 600;

/**
 * Picture `n` of a product. The toy and colours follow the product, so its gallery looks like
 * one item photographed several ways; the framing and background follow the picture number.
 */
export function productImageSvg(productId: string, n: number): string {
  const palette = paletteFor(`product:${productId}`);
  const motif = TOY_MOTIFS[hashString(`motif:${productId}`) % TOY_MOTIFS.length]!;
  const random = artRandom(`product:${productId}:${n}`);
  const background = confetti(SIZE, SIZE, 10 + random.int(0, 6), palette, random);
  const shadow = (y: number, rx: number): string => `<ellipse cx="300" cy="${y}" rx="${rx}" ry="${Math.round(rx / 6)}" fill="${palette.dark}" opacity=".15"/>`;

  let scene: string;
  switch (n) {
    case 1: // the hero shot: centred, large
      scene = shadow(505, 170) + placeMotif(motif, palette, 300, 300, 2);
      break;
    case 2: // three-quarter view: tilted and off-centre
      scene = shadow(500, 140) + placeMotif(motif, palette, 280 + random.int(-20, 20), 300, 1.7, random.pick([-12, -8, 8, 12]));
      break;
    case 3: // close-up of a detail
      scene = placeMotif(motif, palette, 300 + random.int(-80, 80), 330, 3.2);
      break;
    default: // in its box
      scene =
        `<rect x="110" y="120" width="380" height="380" rx="24" fill="${palette.light}" stroke="${palette.main}" stroke-width="14"/>` +
        `<rect x="110" y="120" width="380" height="70" rx="24" fill="${palette.main}"/>` +
        placeMotif(motif, palette, 300, 345, 1.3);
  }
  return svgDocument(SIZE, SIZE, palette, background + scene);
}
