import { artRandom, confetti, paletteFor, svgDocument } from './art-palette';
import { PRODUCT_MOTIFS, type MotifName } from './product-motif';
import { placeMotif } from './toy-motifs';

const SIZE = 600;

/**
 * Picture `n` of a product showing `motif` (what the product is, see product-motif.ts). Colours,
 * tilt and framing follow the product id, so two products of one kind still look different; the
 * background and the shot (hero, three-quarter, close-up, boxed) follow the picture number.
 */
export function productImageSvg(productId: string, n: number, motifName: MotifName): string {
  const palette = paletteFor(`product:${productId}`);
  const motif = PRODUCT_MOTIFS[motifName];
  const look = artRandom(`product:${productId}`);
  const tilt = look.int(-8, 8);
  const offset = look.int(-25, 25);
  const random = artRandom(`product:${productId}:${n}`);
  const background = confetti(SIZE, SIZE, 10 + random.int(0, 6), palette, random);
  const shadow = (y: number, rx: number): string => `<ellipse cx="${300 + offset}" cy="${y}" rx="${rx}" ry="${Math.round(rx / 6)}" fill="${palette.dark}" opacity=".15"/>`;
  const place = (x: number, y: number, scale: number, rotate = 0): string =>
    `<g data-motif="${motifName}">${placeMotif(motif, palette, x, y, scale, rotate)}</g>`;

  let scene: string;
  switch (n) {
    case 1: // the hero shot: large, nearly centred
      scene = shadow(505, 170) + place(300 + offset, 300, 1.9 + look.int(0, 2) / 10, tilt);
      break;
    case 2: // three-quarter view: tilted and off-centre
      scene = shadow(500, 140) + place(280 + random.int(-20, 20), 300, 1.7, random.pick([-12, -8, 8, 12]));
      break;
    case 3: // close-up of a detail
      scene = place(300 + random.int(-80, 80), 330, 3.2, tilt);
      break;
    default: // in its box
      scene =
        `<rect x="110" y="120" width="380" height="380" rx="24" fill="${palette.light}" stroke="${palette.main}" stroke-width="14"/>` +
        `<rect x="110" y="120" width="380" height="70" rx="24" fill="${palette.main}"/>` +
        place(300, 345, 1.3);
  }
  return svgDocument(SIZE, SIZE, palette, background + scene);
}
