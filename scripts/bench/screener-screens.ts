import {
  applyFiltersBody,
  type ApplyFiltersBody,
  type ScreenerField,
  type ScreenerFilter,
} from '@evident/contracts/screener';
import { mulberry32 } from '@evident/engine/random';

/* Random screens drawn from the fields' real distributions, as users would build them. */

export const SCREENS = 100;

type Random = () => number;

const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random();
/** A threshold as a user would type it: three significant digits. */
const rounded = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(3)));

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [choice, w] of choices) {
    r -= w;
    if (r < 0) return choice;
  }
  return choices.at(-1)![0];
}

/** The value at quantile q of a field, read from its histogram (1st to 99th percentile). */
function quantileOf(h: NonNullable<ScreenerField['histogram']>, q: number): number {
  const total = h.counts.reduce((n, c) => n + c, 0);
  const width = (h.max - h.min) / h.counts.length;
  let below = 0;
  for (const [b, count] of h.counts.entries()) {
    if (count > 0 && below + count >= q * total) {
      return h.min + width * (b + (q * total - below) / count);
    }
    below += count;
  }
  return h.max;
}

function numberFilter(random: Random, f: ScreenerField): ScreenerFilter {
  const h = f.histogram!;
  const op = weighted(random, [
    ['gte', 30],
    ['lte', 20],
    ['between', 20],
    ['top', 12],
    ['bottom', 8],
    ['known', 7],
    ['unknown', 3],
  ] as const);
  switch (op) {
    case 'gte':
      return { field: f.id, op, value: rounded(quantileOf(h, between(random, 0.05, 0.7))) };
    case 'lte':
      return { field: f.id, op, value: rounded(quantileOf(h, between(random, 0.3, 0.95))) };
    case 'between': {
      const lo = between(random, 0.02, 0.6);
      const hi = between(random, Math.min(lo + 0.2, 0.98), 0.98);
      const a = rounded(quantileOf(h, lo));
      const b = rounded(quantileOf(h, hi));
      return { field: f.id, op, min: Math.min(a, b), max: Math.max(a, b) };
    }
    case 'top':
    case 'bottom':
      return {
        field: f.id,
        op,
        percent: 1 + Math.floor(random() * 50),
        scope: random() < 0.5 ? 'market' : 'sector',
      };
    case 'known':
    case 'unknown':
      return { field: f.id, op };
  }
}

/** 1–3 distinct values of a category, the common ones more often (as they are in the data). */
function categoryFilter(random: Random, f: ScreenerField): ScreenerFilter {
  const options = f.options!.map((o) => [o.value, o.count] as const);
  const count = Math.min(options.length, 1 + Math.floor(random() * 3));
  const values = new Set<string>();
  while (values.size < count) values.add(weighted(random, options));
  return { field: f.id, op: 'in', values: [...values] };
}

export function randomScreens(fields: readonly ScreenerField[], seed: number): ApplyFiltersBody[] {
  const random = mulberry32(seed);
  const byKind = {
    number: fields.filter((f) => f.kind === 'number' && f.histogram !== null && f.known > 0),
    category: fields.filter((f) => f.kind === 'category' && (f.options?.length ?? 0) > 0),
    boolean: fields.filter((f) => f.kind === 'boolean' && f.known > 0),
  };
  const kinds = [
    ['number', 75],
    ['category', 18],
    ['boolean', 7],
  ] as const;
  const screens: ApplyFiltersBody[] = [];
  for (let s = 0; s < SCREENS; s++) {
    const n = 1 + Math.floor(random() * 8);
    const used = new Set<string>();
    const filters: ScreenerFilter[] = [];
    while (filters.length < n) {
      const candidates = byKind[weighted(random, kinds)].filter((f) => !used.has(f.id));
      if (candidates.length === 0) continue;
      const f = pick(random, candidates);
      used.add(f.id);
      filters.push(
        f.kind === 'number'
          ? numberFilter(random, f)
          : f.kind === 'category'
            ? categoryFilter(random, f)
            : { field: f.id, op: 'is', value: random() < 0.6 },
      );
    }
    // Checked against the route's own schema: every screen is a valid body.
    screens.push(
      applyFiltersBody.parse({
        filters,
        sortingBy: {
          field: pick(random, byKind.number).id,
          order: random() < 0.5 ? 'asc' : 'desc',
        },
        isOr: random() < 0.2,
      }),
    );
  }
  return screens;
}
