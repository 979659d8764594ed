// Product slugs: generated from the name (URL-safe, unique with -2, -3 … on collision).
import { SLUG_MAX_LENGTH } from '@cartwright/contracts';
import { isSlugConflict } from './products.errors.js';

/** `"Crème Brûlée Mug!"` → `"creme-brulee-mug"`; a name with no letters or digits gives `"product"`. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 8)
    .replace(/-+$/g, '');
  return base === '' ? 'product' : base;
}

/** `base` when free, else `base-N` with the smallest N ≥ 2 not in `taken`. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const SLUG_ATTEMPTS = 5;

/**
 * Runs a write that claims a slug. When a concurrent write took the slug first (a unique violation),
 * an explicit slug is refused with `taken(slug)` and a generated one is worked out again, a few times.
 */
export async function retryingSlugRace<T>(
  explicitSlug: string | undefined,
  taken: (slug: string) => Error,
  work: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
      if (explicitSlug !== undefined) throw taken(explicitSlug);
      if (attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
