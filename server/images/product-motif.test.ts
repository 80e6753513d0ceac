import { describe, expect, it } from 'vitest';
import { CATEGORY_SEEDS } from '../seed/categories';
import { buildSeedRows } from '../seed/seed-rows';
import { seedId } from '../seed/ids';
import { productImageSvg } from './product-art';
import { motifForProduct, PRODUCT_MOTIFS, type MotifName } from './product-motif';

// What each kind of product the seed makes must look like, written out by hand.
const BY_KIND: Readonly<Record<string, MotifName>> = {
  Plush: 'plush', 'Cuddle Pillow': 'plush', 'Plush Backpack': 'plush', 'Mini Plush Keychain': 'plush',
  'Action Figure': 'action-figure', 'Battle Pack': 'action-figure', 'Figure & Vehicle Set': 'action-figure',
  'Building Set': 'bricks', 'Starter Brick Kit': 'bricks', 'Mini Build': 'bricks',
  'Fashion Doll': 'doll', 'Baby Doll': 'doll', Dollhouse: 'dollhouse', 'Doll Outfit Set': 'doll',
  'Board Game': 'board-game', 'Jigsaw Puzzle': 'jigsaw', 'Card Game': 'cards',
  Kit: 'art-supplies', 'Studio Set': 'art-supplies', 'Activity Box': 'art-supplies',
  'Bike Helmet': 'helmet', 'Kick Scooter': 'scooter', 'Stunt Kite': 'kite', 'Water Blaster': 'water-blaster', 'Play Tent': 'tent', 'Soccer Goal Set': 'soccer-goal',
  Sleepsuit: 'sleepsuit', 'Stacking Rings': 'stacking-rings', 'Activity Gym': 'activity-gym', 'Shape Sorter': 'shape-sorter', 'Soft Book': 'soft-book', 'Pull-Along Toy': 'pull-along',
  'Vinyl Figure': 'vinyl-figure', 'Trading Card Booster Box': 'trading-cards', 'Blind Box': 'blind-box', 'Enamel Pin Set': 'enamel-pins', 'Limited Edition Statue': 'statue',
  'Coding Robot': 'robot', 'Crystal Growing Kit': 'crystal', Telescope: 'telescope', 'Circuit Kit': 'circuit', 'Microscope Set': 'microscope', 'Volcano Lab': 'volcano',
  Costume: 'costume', Tutu: 'tutu', Cape: 'cape', 'Accessory Set': 'wand',
};
// Vehicles are named after what they are ("Remote Control Steam Train"), so the subject decides.
const VEHICLE_BY_SUBJECT: Readonly<Record<string, MotifName>> = {
  'Monster Truck': 'truck', 'Stunt Racer': 'car', 'Fire Engine': 'truck', Excavator: 'truck',
  'Steam Train': 'train', 'Police Cruiser': 'car', Speedboat: 'boat', 'Rally Car': 'car',
};

function expectedMotif(categorySlug: string, kindNoun: string, subject: string | null): MotifName {
  if (categorySlug === 'vehicles') return VEHICLE_BY_SUBJECT[subject!]!;
  const motif = BY_KIND[kindNoun];
  if (!motif) throw new Error(`no expected picture written down for the kind "${kindNoun}"`);
  return motif;
}

describe('the picture a product gets', () => {
  it('shows what every kind and subject the seed can name is, for every theme', () => {
    const themes = ['Starlight', 'Ocean', 'Storm', 'Pixel'];
    for (const category of CATEGORY_SEEDS) {
      for (const kind of category.kinds) {
        for (const subject of category.subjects.length > 0 ? category.subjects : [null]) {
          for (const theme of themes) {
            const words = kind.nounFirst ? [theme, kind.noun, subject] : [theme, subject, kind.noun];
            const name = [...words.filter(Boolean), 'Series 2'].join(' ');
            const choice = motifForProduct(name, category.slug);
            expect(choice.by, name).not.toBe('fallback');
            expect(choice.name, name).toBe(expectedMotif(category.slug, kind.noun, subject));
          }
        }
      }
    }
  });

  it('matches the seeded catalogue: the Ballerina Dollhouse is a dollhouse, a Bike Helmet a helmet', () => {
    const rows = buildSeedRows(600, new Date('2026-03-02T00:00:00Z'));
    const slugById = new Map(rows.categories.map((category) => [category.id, category.slug]));
    const seen = new Set<MotifName>();
    for (const product of rows.products) {
      const choice = motifForProduct(product.name, slugById.get(product.category_id!) ?? null);
      expect(choice.by, product.name).not.toBe('fallback');
      seen.add(choice.name);
      if (/Dollhouse/.test(product.name)) expect(choice.name, product.name).toBe('dollhouse');
      if (/Bike Helmet/.test(product.name)) expect(choice.name, product.name).toBe('helmet');
      if (/Coding Robot/.test(product.name)) expect(choice.name, product.name).toBe('robot');
    }
    expect(seen.size).toBeGreaterThan(35);
    expect(motifForProduct('Ballerina Dollhouse', 'dolls').name).toBe('dollhouse');
  });

  it('falls back to a gift box only when neither name nor department says anything', () => {
    expect(motifForProduct('Watercolor Kit', 'arts-crafts')).toEqual({ name: 'art-supplies', by: 'category' });
    expect(motifForProduct('Mystery', null)).toEqual({ name: 'gift', by: 'fallback' });
  });

  it('draws two products of the same kind differently, and every picture stays light', () => {
    const a = productImageSvg(seedId('product:1'), 1, 'helmet');
    const b = productImageSvg(seedId('product:2'), 1, 'helmet');
    expect(a).not.toBe(b);
    for (const motif of Object.keys(PRODUCT_MOTIFS) as MotifName[]) {
      for (let n = 1; n <= 4; n += 1) {
        const svg = productImageSvg(seedId('product:3'), n, motif);
        expect(svg).toContain(`data-motif="${motif}"`);
        expect(Buffer.byteLength(svg), `${motif} ${n}`).toBeLessThan(3 * 1024);
      }
    }
  });
});
