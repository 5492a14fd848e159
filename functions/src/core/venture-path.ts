import { pathSlug, plotIdCandidates } from './plot-path';

/**
 * A venture's page is /ventures/{id}-{slug}, read like a plot's (core/plot-path.ts): the id finds
 * it, the slug (from its name) is for people and search engines, and any other segment that names
 * the venture redirects to its own.
 */
export function ventureSlug(name: string): string {
  return pathSlug(name, 'venture');
}

export function venturePathSegment(venture: { id: string; name: string }): string {
  return `${venture.id}-${ventureSlug(venture.name)}`;
}

/** The ids a venture page's segment may start with, shortest first (the same rule as plots'). */
export function ventureIdCandidates(segment: string): string[] {
  return plotIdCandidates(segment);
}
