import type { CategorySeed, ProductKind } from './categories';
import { NAME_THEMES } from './categories';
import type { SeededRandom } from './random';

export interface ProductNameParts {
  theme: string;
  subject: string | null;
  kind: ProductKind;
  pieces: number | null;
}

/** Draws the parts of a product name for a kind in a category. */
export function drawNameParts(category: CategorySeed, kind: ProductKind, random: SeededRandom): ProductNameParts {
  return {
    theme: random.pick(NAME_THEMES),
    subject: category.subjects.length > 0 ? random.pick(category.subjects) : null,
    kind,
    pieces: kind.pieces ? random.pick(kind.pieces.counts) : null,
  };
}

function nameOf(parts: ProductNameParts, series: number): string {
  const { theme, subject, kind, pieces } = parts;
  const words = kind.nounFirst ? [theme, kind.noun, subject] : [theme, subject, kind.noun];
  if (series > 1) words.push(`Series ${series}`);
  if (pieces) words.push(`${pieces} pcs`);
  return words.filter((word): word is string => Boolean(word)).join(' ');
}

/**
 * Hands out product names, adding "Series 2", "Series 3"… when a name was already taken, so
 * large catalogues repeat a name only with a distinguishing suffix.
 */
export class ProductNamer {
  private readonly used = new Set<string>();

  name(parts: ProductNameParts): string {
    for (let series = 1; ; series += 1) {
      const candidate = nameOf(parts, series);
      if (!this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
  }
}
