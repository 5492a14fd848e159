import type { PlotStatus } from './constants';
import { countStatuses } from './plot-status';
import type { VentureAvailability } from './schemas/venture';

interface PlotState {
  id: string;
  status: PlotStatus;
  reservedUntil: string;
}

/** FNV-1a (32 bits) of a text from a given basis, as 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A short text that changes whenever a plot's status or reservation day does, or a plot joins or
 * leaves the venture: 16 hex digits over every plot's state, in id order (so the order the store
 * listed them in does not matter). The open venture page compares it to know its plan is stale, and
 * the link-preview picture's version starts from it (`previewVersion`). Not a
 * secret, so no cryptographic hash: two FNV-1a runs from different bases.
 */
export function availabilityVersion(plots: Iterable<PlotState>): string {
  const text = [...plots]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((plot) => `${plot.id}:${plot.status}:${plot.reservedUntil}`)
    .join('\n');
  return hashOf(text);
}

/** FNV-1a twice over a text: 16 hex digits. */
const hashOf = (text: string): string => fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x050c5d1f);

/**
 * The version of a venture's link-preview picture (core/link-preview-paths.ts `ventureOgImage`): it changes
 * with the availability, with every layout save (a shape drawn, moved or linked) and with a new
 * plan, so the picture at one address never changes and can be cached for long.
 */
export function previewVersion(plots: Iterable<PlotState>, layout: { version: number; image: { publicId: string } | null }): string {
  return hashOf(`${availabilityVersion(plots)}:${layout.version}:${layout.image?.publicId ?? ''}`);
}

/** What an open venture page polls: every plot's status and reservation day, the counts, and their version. */
export function ventureAvailability(plots: readonly PlotState[]): VentureAvailability {
  return {
    version: availabilityVersion(plots),
    statuses: Object.fromEntries(plots.map((plot) => [plot.id, { status: plot.status, reservedUntil: plot.reservedUntil }])),
    counts: countStatuses(plots),
  };
}
