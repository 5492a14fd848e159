/**
 * A plot's page is /plots/{id}-{slug}: the id finds it, the slug (from its title) is for people
 * and search engines. Ids may themselves hold '-' (SQLite's are base64url), so the segment is read
 * by trying the whole of it, then each part before a '-', as an id (`plotIdCandidates`); the page
 * redirects any segment that is not the plot's own path to it.
 */
export function plotSlug(title: string): string {
  return pathSlug(title, 'plot');
}

/** A readable slug of a name (ASCII letters and digits, '-' between words, at most 80), or `fallback` when none is left (a Telugu-only name). */
export function pathSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

export function plotPathSegment(plot: { id: string; title: string }): string {
  return `${plot.id}-${plotSlug(plot.title)}`;
}

/** Plot ids are 16 (SQLite) or 20 (Firestore) characters: longer candidates are not tried. */
const MAX_ID_LENGTH = 40;

/** The ids a path segment may start with, shortest first: each part before a '-', then the whole segment. */
export function plotIdCandidates(segment: string): string[] {
  const candidates: string[] = [];
  // From the second character: an id may itself start with '-'.
  for (let index = segment.indexOf('-', 1); index > 0 && index <= MAX_ID_LENGTH; index = segment.indexOf('-', index + 1)) {
    candidates.push(segment.slice(0, index));
  }
  if (segment.length > 0 && segment.length <= MAX_ID_LENGTH) candidates.push(segment);
  return candidates;
}
