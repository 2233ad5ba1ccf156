/** A slug from a name: lower-case letters and digits joined by hyphens, accents dropped, at most `max` long. */
export function slugify(name: string, fallback: string, max: number): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{Ll}\p{Lo}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    if (slug.length + word.length + 1 > max) break;
    slug = slug ? `${slug}-${word}` : word;
  }
  return slug || fallback;
}

/** The base slug, or with `-2`, `-3`... the first that none of `taken` has. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
