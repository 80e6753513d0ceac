/** The makers the shop stocks, and the departments each one makes for. */
export interface BrandSeed {
  slug: string;
  name: string;
  description: string;
  isActive: boolean;
  categorySlugs: readonly string[];
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  { slug: 'starlight-toys', name: 'Starlight Toys', description: 'Dreamy, sparkly toys designed in Brooklyn since 1998.', isActive: true, categorySlugs: ['plush', 'dolls', 'dress-up'] },
  { slug: 'brickwell', name: 'Brickwell', description: 'Precision building bricks for builders of every age.', isActive: true, categorySlugs: ['building-sets'] },
  { slug: 'little-meadow', name: 'Little Meadow', description: 'Gentle first toys made from natural and recycled materials.', isActive: true, categorySlugs: ['baby-toddler', 'plush'] },
  { slug: 'turbotrack', name: 'TurboTrack', description: 'Fast cars, loop-the-loops and remote-control racers.', isActive: true, categorySlugs: ['vehicles'] },
  { slug: 'puzzleworks', name: 'Puzzleworks', description: 'Jigsaws and brain-teasers cut from sustainable board.', isActive: true, categorySlugs: ['games-puzzles'] },
  { slug: 'cosmo-labs', name: 'Cosmo Labs', description: 'Science kits that turn the kitchen table into a laboratory.', isActive: true, categorySlugs: ['stem'] },
  { slug: 'kindred-plush', name: 'Kindred Plush', description: 'Award-winning soft toys with a story stitched into each one.', isActive: true, categorySlugs: ['plush'] },
  { slug: 'hero-forge', name: 'Hero Forge', description: 'Collectible figures sculpted by comic-book artists.', isActive: true, categorySlugs: ['action-figures', 'collectibles'] },
  { slug: 'paper-lantern-crafts', name: 'Paper Lantern Crafts', description: 'Craft kits with everything in the box, down to the glue.', isActive: true, categorySlugs: ['arts-crafts'] },
  { slug: 'tidewater-outdoor', name: 'Tidewater Outdoor', description: 'Tough outdoor gear for garden, park and beach.', isActive: true, categorySlugs: ['outdoor'] },
  { slug: 'wobble-and-co', name: 'Wobble & Co.', description: 'Playful games and toddler toys from a family workshop in Bristol.', isActive: true, categorySlugs: ['baby-toddler', 'games-puzzles'] },
  { slug: 'nimbus-dolls', name: 'Nimbus Dolls', description: 'Dolls with careers, adventures and wardrobes to match.', isActive: true, categorySlugs: ['dolls'] },
  { slug: 'ironclad-figures', name: 'Ironclad Figures', description: 'Highly articulated figures built for battle and display.', isActive: true, categorySlugs: ['action-figures'] },
  { slug: 'maple-grove-games', name: 'Maple Grove Games', description: 'Board games that bring the whole family to the table.', isActive: true, categorySlugs: ['games-puzzles'] },
  { slug: 'pixel-pals', name: 'Pixel Pals', description: 'Retro-gaming characters as collectibles and coding toys.', isActive: true, categorySlugs: ['collectibles', 'stem'] },
  { slug: 'rainbow-rascals', name: 'Rainbow Rascals', description: 'Bright, messy, brilliant fun for creative kids.', isActive: true, categorySlugs: ['arts-crafts', 'dress-up', 'outdoor'] },
  { slug: 'dreamcraft-studios', name: 'Dreamcraft Studios', description: 'Imaginative builds, vehicles and costumes from Manchester.', isActive: true, categorySlugs: ['building-sets', 'vehicles', 'dress-up'] },
  // Kept to show how the storefront treats a maker that is no longer stocked.
  { slug: 'retro-rewind', name: 'Retro Rewind', description: 'Reissued classics from the 1980s.', isActive: false, categorySlugs: ['collectibles'] },
];
