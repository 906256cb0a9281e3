// Deterministic randomness for the demo seed. No Math.random anywhere: every value
// comes from mulberry32 streams derived from one fixed seed, so two runs on the same
// day write the same documents.

export const SEED = 20261122;

/** mulberry32: a tiny 32-bit PRNG. Returns a function giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return function next(): number {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, to derive independent sub-streams from labels. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A random stream (see rngFor). */
export interface Rng {
  /** Float in [0, 1). */
  next: () => number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Picks from [[value, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(list: readonly T[]): T[];
  /** n distinct items, in random order. */
  sample<T>(list: readonly T[], n: number): T[];
}

/**
 * A random stream for one entity ("player:17", "event:42"). Each entity has its own
 * stream, so changing how one entity is built does not reshuffle all the others.
 */
export function rngFor(label: string, seed = SEED): Rng {
  const next = mulberry32((hash32(label) ^ seed) >>> 0);
  const rng: Rng = {
    next,
    float(min, max) {
      return min + next() * (max - min);
    },
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(p) {
      return next() < p;
    },
    pick(list) {
      if (list.length === 0) throw new Error("rng.pick from an empty list");
      return list[Math.floor(next() * list.length)] as (typeof list)[number];
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= w;
        if (r < 0) return value;
      }
      const last = entries.at(-1);
      if (!last) throw new Error("rng.weighted from an empty list");
      return last[0];
    },
    shuffle(list) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    sample(list, n) {
      return rng.shuffle(list).slice(0, Math.max(0, Math.min(n, list.length)));
    },
  };
  return rng;
}
