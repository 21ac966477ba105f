/** Seeded pseudo-random numbers: the same seed gives the same mock data on every machine and reload. */

/** mulberry32: tiny, fast, and good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each table gets its own stream and lazy generation order never changes the data. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  static forTable(seed: number, table: string): Rng {
    return new Rng((seed ^ hashString(table)) >>> 0);
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** Like `weighted`, for many draws from the same list: cumulative weights and a binary search. */
  picker<T>(entries: readonly (readonly [T, number])[]): () => T {
    const cumulative: number[] = [];
    let total = 0;
    for (const [, weight] of entries) cumulative.push((total += weight));
    return () => {
      const r = this.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] > r) hi = mid;
        else lo = mid + 1;
      }
      return entries[lo][0];
    };
  }

  /** A few distinct items, order kept as in the source list. */
  subset<T>(items: readonly T[], min: number, max: number): T[] {
    const count = Math.min(items.length, this.int(min, max));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.int(0, items.length - 1));
    return items.filter((_, i) => chosen.has(i));
  }

  digits(length: number): string {
    let out = '';
    // Nine digits per draw: a double holds them exactly, and seeding 30,000 rows stays quick.
    while (out.length < length) {
      const take = Math.min(9, length - out.length);
      out += String(Math.floor(this.next() * 10 ** take)).padStart(take, '0');
    }
    return out;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += this.int(0, 15).toString(16);
    return out;
  }

  /** Amount in baht with two decimals, skewed towards small payments like real QR traffic. */
  amount(min: number, max: number): number {
    const skewed = Math.pow(this.next(), 2.2);
    return Math.round((min + skewed * (max - min)) * 100) / 100;
  }
}
