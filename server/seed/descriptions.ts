import type { CategorySeed, ProductKind } from './categories';
import type { SeededRandom } from './random';

const OPENERS: readonly ((name: string, brand: string) => string)[] = [
  (name, brand) => `Meet the ${name} from ${brand}, a new favourite for playtime.`,
  (name, brand) => `The ${name} by ${brand} is built for years of play.`,
  (name, brand) => `${possessive(brand)} ${name} is the kind of gift that gets played with long after the wrapping is gone.`,
  (name, brand) => `Ready for adventures at home and away, the ${name} is one of ${possessive(brand)} best-loved designs.`,
  (name, brand) => `Designed by the team at ${brand}, the ${name} brings a little extra magic to every day.`,
];

/** A few sentences about a product: who made it, what makes it good, who it is for. */
export function describeProduct(input: {
  name: string;
  brandName: string;
  category: CategorySeed;
  kind: ProductKind;
  pieces: number | null;
  random: SeededRandom;
}): string {
  const { name, brandName, category, kind, pieces, random } = input;
  const [first, second] = random.shuffle(category.features);
  const sentences = [random.pick(OPENERS)(name, brandName), first, second];
  if (pieces) sentences.push(`Includes ${pieces} pieces.`);
  if (kind.sizes) sentences.push(`Available in ${listOf(kind.sizes.sizes)}.`);
  sentences.push(`${category.ages}.`);
  return sentences.filter((sentence): sentence is string => Boolean(sentence)).join(' ');
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
