/**
 * The seed's only source of chance: mulberry32, a small seeded PRNG. Each part of the
 * catalogue draws from its own named stream, so adding a field to one table does not
 * reshuffle every other table.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in a seeded order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** 32-bit FNV-1a of a string: turns a stream name into a PRNG seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRandom(streamName: string): SeededRandom {
  const next = mulberry32(hashString(streamName));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/**
 * Picks exactly round(count × share) of the indices 0..count-1 in a seeded order, so a
 * proportion ("a quarter have sizes") holds at 320 products and at 10,000 alike.
 */
export function quotaOf(count: number, share: number, streamName: string): Set<number> {
  const indices = Array.from({ length: count }, (_, i) => i);
  return new Set(seededRandom(streamName).shuffle(indices).slice(0, Math.round(count * share)));
}
