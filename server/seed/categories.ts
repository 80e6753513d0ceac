/**
 * The shop's departments and what is sold in each: the kinds of product, their price
 * bands (whole dollars; the seed turns them into cents) and, for things that come in
 * sizes, the sizes with what each step up costs (cents).
 */
export interface SizeScheme {
  sizes: readonly string[];
  /** Extra cost of each size over the smallest, in US cents (same number of pence in the UK). */
  steps: readonly number[];
}

export interface ProductKind {
  /** Words the product's name is built around: "Plush", "Building Set". */
  noun: string;
  /** Whether the noun comes before the subject ("Remote Control Monster Truck"). */
  nounFirst?: boolean;
  dollars: readonly [min: number, max: number];
  sizes?: SizeScheme;
  /** Piece counts, one appended to the name ("540 pcs"); the price is `dollars[0]` plus so much per 100 pieces. */
  pieces?: { counts: readonly number[]; dollarsPer100: number };
}

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  isActive: boolean;
  /** What the products depict; empty when the kind alone names the product. */
  subjects: readonly string[];
  kinds: readonly ProductKind[];
  ages: string;
  /** Sentences about the category's products, used in descriptions. */
  features: readonly string[];
}

const PLUSH_SIZES: SizeScheme = { sizes: ['12"', '18"', '24"'], steps: [0, 1000, 2000] };
const FIGURE_SIZES: SizeScheme = { sizes: ['6"', '12"'], steps: [0, 1500] };
const DOLL_SIZES: SizeScheme = { sizes: ['11"', '18"'], steps: [0, 2000] };
const HELMET_SIZES: SizeScheme = { sizes: ['S', 'M', 'L'], steps: [0, 0, 300] };
const BABY_SIZES: SizeScheme = { sizes: ['0–3M', '3–6M', '6–12M'], steps: [0, 0, 200] };
const VINYL_SIZES: SizeScheme = { sizes: ['4"', '10"'], steps: [0, 2500] };
const COSTUME_SIZES: SizeScheme = { sizes: ['S (3–4 yrs)', 'M (5–6 yrs)', 'L (7–8 yrs)'], steps: [0, 200, 400] };
const TUTU_SIZES: SizeScheme = { sizes: ['S', 'M', 'L'], steps: [0, 0, 0] };

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    slug: 'plush',
    name: 'Plush & Soft Toys',
    description: 'Cuddly friends for every age, from pocket-sized pals to giant snugglers.',
    isActive: true,
    subjects: ['Unicorn', 'Teddy Bear', 'Bunny', 'Dragon', 'Panda', 'Sloth', 'Penguin', 'Fox', 'Narwhal', 'Koala', 'Kitten', 'Puppy', 'Otter', 'Owl'],
    kinds: [
      { noun: 'Plush', dollars: [14, 39], sizes: PLUSH_SIZES },
      { noun: 'Cuddle Pillow', dollars: [19, 34] },
      { noun: 'Plush Backpack', dollars: [24, 39] },
      { noun: 'Mini Plush Keychain', dollars: [6, 12] },
    ],
    ages: 'Suitable from birth',
    features: [
      'Made from super-soft recycled fibres with safety-stitched eyes.',
      'Surface washable, so it survives picnics, sleepovers and spilled juice.',
      'Weighted just enough to sit up on a shelf or a pillow.',
      'Every seam is double-stitched for years of hugs.',
    ],
  },
  {
    slug: 'action-figures',
    name: 'Action Figures',
    description: 'Poseable heroes, villains and everything in between.',
    isActive: true,
    subjects: ['Space Ranger', 'Ninja', 'Knight', 'Robot Commander', 'Sky Pirate', 'Dino Hunter', 'Cyber Samurai', 'Star Captain', 'Jungle Explorer', 'Galactic Guardian'],
    kinds: [
      { noun: 'Action Figure', dollars: [12, 34], sizes: FIGURE_SIZES },
      { noun: 'Battle Pack', dollars: [24, 49] },
      { noun: 'Figure & Vehicle Set', dollars: [34, 69] },
    ],
    ages: 'Ages 4 and up',
    features: [
      'Twenty points of articulation for dynamic poses.',
      'Comes with interchangeable hands and two accessories.',
      'Detailed paint work and a display stand included.',
      'Compatible with the rest of the range for epic team-ups.',
    ],
  },
  {
    slug: 'building-sets',
    name: 'Building Sets',
    description: 'Brick-by-brick builds with clear instructions and endless rebuilds.',
    isActive: true,
    subjects: ['Cruiser', 'Castle', 'Fire Station', 'Space Station', 'Pirate Ship', 'Treehouse', 'Race Car', 'Lighthouse', 'Dragon Fortress', 'City Bus'],
    kinds: [
      { noun: 'Building Set', dollars: [15, 149], pieces: { counts: [120, 250, 340, 540, 780, 1050, 1500], dollarsPer100: 9 } },
      { noun: 'Starter Brick Kit', dollars: [12, 29] },
      { noun: 'Mini Build', dollars: [6, 14] },
    ],
    ages: 'Ages 6 and up',
    features: [
      'Illustrated step-by-step instructions, with numbered bags for each stage.',
      'Bricks fit every major building system.',
      'Rebuilds into two alternative models once the main build is done.',
      'Moving parts and hidden details reward careful builders.',
    ],
  },
  {
    slug: 'dolls',
    name: 'Dolls & Dollhouses',
    description: 'Dolls with stories to tell and houses full of tiny details.',
    isActive: true,
    subjects: ['Ballerina', 'Astronaut', 'Veterinarian', 'Pop Star', 'Fairy', 'Mermaid', 'Gardener', 'Chef'],
    kinds: [
      { noun: 'Fashion Doll', dollars: [16, 39], sizes: DOLL_SIZES },
      { noun: 'Baby Doll', dollars: [19, 44] },
      { noun: 'Dollhouse', dollars: [79, 199] },
      { noun: 'Doll Outfit Set', dollars: [9, 19] },
    ],
    ages: 'Ages 3 and up',
    features: [
      'Outfits swap easily with snap fastenings made for small fingers.',
      'Hair can be brushed and styled again and again.',
      'Includes a storybook that introduces the character.',
      'Furniture and accessories are sold separately so the collection can grow.',
    ],
  },
  {
    slug: 'vehicles',
    name: 'Vehicles & Remote Control',
    description: 'Die-cast classics, train sets and remote-control speedsters.',
    isActive: true,
    subjects: ['Monster Truck', 'Stunt Racer', 'Fire Engine', 'Excavator', 'Steam Train', 'Police Cruiser', 'Speedboat', 'Rally Car'],
    kinds: [
      { noun: 'Remote Control', nounFirst: true, dollars: [29, 119] },
      { noun: 'Die-Cast Model', dollars: [8, 24] },
      { noun: 'Track Set', dollars: [34, 89] },
    ],
    ages: 'Ages 5 and up',
    features: [
      'Rechargeable battery with a USB cable in the box.',
      'Rubber tyres grip carpet, wood floors and the garden path.',
      'Solid die-cast body with opening doors.',
      'Lights and sounds can be switched off for quiet play.',
    ],
  },
  {
    slug: 'games-puzzles',
    name: 'Board Games & Puzzles',
    description: 'Family game nights, jigsaws and brain-teasers.',
    isActive: true,
    subjects: ['Treasure Island', 'Haunted Manor', 'Space Race', 'Dragon Quest', 'Jungle Trek', 'Ocean Explorer', 'Castle Siege', 'Mystery Museum'],
    kinds: [
      { noun: 'Board Game', dollars: [19, 54] },
      { noun: 'Jigsaw Puzzle', dollars: [12, 29], pieces: { counts: [300, 500, 1000], dollarsPer100: 3 } },
      { noun: 'Card Game', dollars: [8, 19] },
    ],
    ages: 'Ages 7 and up',
    features: [
      'Plays in about 30 minutes with two to six players.',
      'Thick, glare-free pieces that lock together firmly.',
      'Rules fit on one page, with a quick-start for younger players.',
      'Comes in a sturdy box with a poster of the finished picture.',
    ],
  },
  {
    slug: 'arts-crafts',
    name: 'Arts & Crafts',
    description: 'Kits to make, paint, mould and decorate.',
    isActive: true,
    subjects: ['Friendship Bracelet', 'Slime Lab', 'Watercolor', 'Sticker Studio', 'Clay Modeling', 'Tie-Dye', 'Jewelry', 'Sketchbook'],
    kinds: [
      { noun: 'Kit', dollars: [12, 34] },
      { noun: 'Studio Set', dollars: [24, 49] },
      { noun: 'Activity Box', dollars: [14, 29] },
    ],
    ages: 'Ages 6 and up',
    features: [
      'Non-toxic, washable materials tested to toy safety standards.',
      'Enough supplies for a dozen projects, with ideas for many more.',
      'A storage case keeps everything tidy between sessions.',
      'Instructions with photos for every step.',
    ],
  },
  {
    slug: 'outdoor',
    name: 'Outdoor & Sports',
    description: 'Scooters, kites and garden games to get everyone outside.',
    isActive: true,
    subjects: [],
    kinds: [
      { noun: 'Bike Helmet', dollars: [24, 44], sizes: HELMET_SIZES },
      { noun: 'Kick Scooter', dollars: [49, 119] },
      { noun: 'Stunt Kite', dollars: [19, 39] },
      { noun: 'Water Blaster', dollars: [12, 29] },
      { noun: 'Play Tent', dollars: [34, 79] },
      { noun: 'Soccer Goal Set', dollars: [39, 89] },
    ],
    ages: 'Ages 5 and up',
    features: [
      'Weather-resistant materials that dry quickly after a shower.',
      'Folds flat for the car boot or the cupboard under the stairs.',
      'Tested for outdoor play on grass, paths and sand.',
      'Bright colours make it easy to spot in the park.',
    ],
  },
  {
    slug: 'baby-toddler',
    name: 'Baby & Toddler',
    description: 'First toys that are safe to chew, stack and shake.',
    isActive: true,
    subjects: ['Elephant', 'Duck', 'Lion', 'Whale', 'Bunny', 'Giraffe'],
    kinds: [
      { noun: 'Sleepsuit', dollars: [14, 24], sizes: BABY_SIZES },
      { noun: 'Stacking Rings', dollars: [12, 22] },
      { noun: 'Activity Gym', dollars: [49, 89] },
      { noun: 'Shape Sorter', dollars: [14, 29] },
      { noun: 'Soft Book', dollars: [9, 16] },
      { noun: 'Pull-Along Toy', dollars: [16, 29] },
    ],
    ages: 'Suitable from 6 months',
    features: [
      'BPA-free and safe to chew, with no small parts.',
      'High-contrast patterns to catch young eyes.',
      'Gentle rattles and crinkles inside for sensory play.',
      'Wipes clean in seconds.',
    ],
  },
  {
    slug: 'collectibles',
    name: 'Collectibles & Trading Cards',
    description: 'Limited runs, blind boxes and cards worth trading.',
    isActive: true,
    subjects: ['Dragon', 'Samurai', 'Cat Wizard', 'Space Ranger', 'Ghost', 'Mecha', 'Kraken', 'Phoenix'],
    kinds: [
      { noun: 'Vinyl Figure', dollars: [14, 29], sizes: VINYL_SIZES },
      { noun: 'Trading Card Booster Box', dollars: [39, 119] },
      { noun: 'Blind Box', dollars: [9, 14] },
      { noun: 'Enamel Pin Set', dollars: [12, 22] },
      { noun: 'Limited Edition Statue', dollars: [79, 249] },
    ],
    ages: 'Ages 14 and up',
    features: [
      'Individually numbered, with a certificate of authenticity.',
      'Window box packaging for display without unboxing.',
      'One of twelve designs, including a rare chase variant.',
      'Sculpted and hand-finished in small batches.',
    ],
  },
  {
    slug: 'stem',
    name: 'Science & STEM',
    description: 'Experiments, robots and telescopes for curious minds.',
    isActive: true,
    subjects: [],
    kinds: [
      { noun: 'Coding Robot', dollars: [49, 129] },
      { noun: 'Crystal Growing Kit', dollars: [14, 29] },
      { noun: 'Telescope', dollars: [59, 149] },
      { noun: 'Circuit Kit', dollars: [24, 59] },
      { noun: 'Microscope Set', dollars: [34, 79] },
      { noun: 'Volcano Lab', dollars: [16, 29] },
    ],
    ages: 'Ages 8 and up',
    features: [
      'A full-colour lab guide explains the science behind each experiment.',
      'Screen-free challenges that build real problem-solving skills.',
      'Reusable parts, so experiments can be repeated and changed.',
      'Designed with teachers and tested in classrooms.',
    ],
  },
  {
    slug: 'dress-up',
    name: 'Costumes & Dress-Up',
    description: 'Costumes, capes and accessories for every make-believe adventure.',
    isActive: true,
    subjects: ['Princess', 'Astronaut', 'Dinosaur', 'Firefighter', 'Wizard', 'Superhero', 'Pirate', 'Knight'],
    kinds: [
      { noun: 'Costume', dollars: [24, 44], sizes: COSTUME_SIZES },
      { noun: 'Tutu', dollars: [14, 24], sizes: TUTU_SIZES },
      { noun: 'Cape', dollars: [12, 22] },
      { noun: 'Accessory Set', dollars: [9, 19] },
    ],
    ages: 'Ages 3 to 8',
    features: [
      'Machine washable at 30 degrees.',
      'Easy hook-and-loop fastenings so children can dress themselves.',
      'Soft lining that does not scratch.',
      'Meets toy and costume fire-safety standards.',
    ],
  },
  {
    slug: 'seasonal-clearance',
    name: 'Seasonal Clearance',
    description: 'Last season’s favourites, while stocks last.',
    isActive: false,
    subjects: [],
    kinds: [],
    ages: 'All ages',
    features: [],
  },
];

/** Words that give products their personality: "Starlight Unicorn Plush". */
export const NAME_THEMES: readonly string[] = [
  'Starlight', 'Galaxy', 'Rainbow', 'Thunder', 'Midnight', 'Sunny', 'Cosmic', 'Jungle', 'Ocean', 'Arctic',
  'Royal', 'Turbo', 'Enchanted', 'Blaze', 'Moonbeam', 'Meadow', 'Nebula', 'Sparkle', 'Coral', 'Storm',
  'Pixel', 'Velvet', 'Lucky', 'Maple', 'Comet', 'Harbor',
];
