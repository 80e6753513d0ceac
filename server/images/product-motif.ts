import type { Motif } from './art-palette';
import * as play from './play-motifs';
import * as toys from './toy-motifs';

/** Every picture a product can get, by name (the name also marks the drawing, for tests and debugging). */
export const PRODUCT_MOTIFS = {
  plush: toys.teddyBear,
  'action-figure': toys.actionFigure,
  bricks: toys.brickTower,
  doll: toys.doll,
  dollhouse: toys.dollhouse,
  car: toys.racingCar,
  truck: toys.monsterTruck,
  train: toys.steamTrain,
  boat: toys.speedboat,
  robot: toys.robot,
  rocket: toys.rocket,
  duck: toys.rubberDuck,
  ball: toys.beachBall,
  wand: toys.magicWand,
  gift: toys.giftBox,
  'board-game': play.boardGame,
  jigsaw: play.jigsawPiece,
  cards: play.playingCards,
  'art-supplies': play.paintPalette,
  helmet: play.helmet,
  scooter: play.scooter,
  kite: play.kite,
  'water-blaster': play.waterBlaster,
  tent: play.tent,
  'soccer-goal': play.soccerGoal,
  sleepsuit: play.sleepsuit,
  'stacking-rings': play.stackingRings,
  'activity-gym': play.activityGym,
  'shape-sorter': play.shapeSorter,
  'soft-book': play.softBook,
  'pull-along': play.pullAlongToy,
  telescope: play.telescope,
  microscope: play.microscope,
  crystal: play.crystal,
  circuit: play.circuitBoard,
  volcano: play.volcano,
  costume: play.costume,
  tutu: play.tutu,
  cape: play.cape,
  'vinyl-figure': play.vinylFigure,
  'trading-cards': play.tradingCards,
  'blind-box': play.blindBox,
  'enamel-pins': play.enamelPins,
  statue: play.statue,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof PRODUCT_MOTIFS;

/**
 * Keywords of a product's name, most specific first. What the product IS (its kind: "Dollhouse",
 * "Action Figure") comes before what it depicts ("Robot Commander Action Figure" is a figure), and
 * vehicle subjects come last because "Remote Control" and "Die-Cast Model" say no shape.
 */
const NAME_KEYWORDS: readonly (readonly [RegExp, MotifName])[] = [
  [/\bdollhouse\b/i, 'dollhouse'],
  [/\bdoll\b/i, 'doll'],
  [/\baction figure\b|\bbattle pack\b|\bfigure & vehicle\b/i, 'action-figure'],
  [/\bvinyl figure\b/i, 'vinyl-figure'],
  [/\bstatue\b/i, 'statue'],
  [/\btrading card\b/i, 'trading-cards'],
  [/\bblind box\b/i, 'blind-box'],
  [/\benamel pin\b/i, 'enamel-pins'],
  [/\bbuilding set\b|\bbrick\b|\bmini build\b/i, 'bricks'],
  [/\bplush\b|\bcuddle pillow\b|\bteddy\b/i, 'plush'],
  [/\bboard game\b/i, 'board-game'],
  [/\bjigsaw\b|\bpuzzle\b/i, 'jigsaw'],
  [/\bcard game\b/i, 'cards'],
  [/\bhelmet\b/i, 'helmet'],
  [/\bscooter\b/i, 'scooter'],
  [/\bkite\b/i, 'kite'],
  [/\bwater blaster\b/i, 'water-blaster'],
  [/\btent\b/i, 'tent'],
  [/\bsoccer\b|\bgoal\b/i, 'soccer-goal'],
  [/\bsleepsuit\b/i, 'sleepsuit'],
  [/\bstacking rings\b/i, 'stacking-rings'],
  [/\bactivity gym\b/i, 'activity-gym'],
  [/\bshape sorter\b/i, 'shape-sorter'],
  [/\bsoft book\b/i, 'soft-book'],
  [/\bpull-along\b/i, 'pull-along'],
  [/\brobot\b/i, 'robot'],
  [/\btelescope\b/i, 'telescope'],
  [/\bmicroscope\b/i, 'microscope'],
  [/\bcrystal\b/i, 'crystal'],
  [/\bcircuit\b/i, 'circuit'],
  [/\bvolcano\b/i, 'volcano'],
  [/\btutu\b/i, 'tutu'],
  [/\bcape\b/i, 'cape'],
  [/\bcostume\b/i, 'costume'],
  [/\bwand\b|\baccessory set\b/i, 'wand'],
  [/\btrain\b/i, 'train'],
  [/\btruck\b|\bfire engine\b|\bexcavator\b/i, 'truck'],
  [/\bspeedboat\b|\bboat\b/i, 'boat'],
  [/\bracer\b|\bcar\b|\bcruiser\b/i, 'car'],
  [/\btrack set\b/i, 'train'],
  [/\bremote control\b|\bdie-cast\b/i, 'car'],
  [/\brocket\b/i, 'rocket'],
  [/\bduck\b/i, 'duck'],
  [/\bball\b/i, 'ball'],
];

/** What a department's products look like when the name alone does not say ("Watercolor Kit"). */
const CATEGORY_MOTIFS: Readonly<Record<string, MotifName>> = {
  plush: 'plush',
  'action-figures': 'action-figure',
  'building-sets': 'bricks',
  dolls: 'doll',
  vehicles: 'car',
  'games-puzzles': 'board-game',
  'arts-crafts': 'art-supplies',
  outdoor: 'ball',
  'baby-toddler': 'stacking-rings',
  collectibles: 'vinyl-figure',
  stem: 'microscope',
  'dress-up': 'costume',
};

export interface MotifChoice {
  name: MotifName;
  /** How it was chosen: a keyword of the name, the product's department, or neither (a gift box). */
  by: 'keyword' | 'category' | 'fallback';
}

/** The picture for a product, from its name's keywords, else its department, else a gift box. */
export function motifForProduct(productName: string, categorySlug: string | null): MotifChoice {
  const keyword = NAME_KEYWORDS.find(([pattern]) => pattern.test(productName));
  if (keyword) return { name: keyword[1], by: 'keyword' };
  const byCategory = categorySlug ? CATEGORY_MOTIFS[categorySlug] : undefined;
  if (byCategory) return { name: byCategory, by: 'category' };
  return { name: 'gift', by: 'fallback' };
}
