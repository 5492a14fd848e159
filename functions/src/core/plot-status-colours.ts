import type { PlotStatus } from './constants';

/**
 * The colour of each status on a layout plan: the public venture page's SVG, its legend, the
 * editor and the link-preview picture all take theirs from here, so the plan reads the same
 * everywhere. `fill` is the plot's area, `ink` the text drawn on it (its number) with a contrast
 * of at least 4.5:1 against the fill. No zod here (the public page's first JavaScript has it).
 */
export const PLOT_STATUS_COLOURS: Readonly<Record<PlotStatus, { fill: string; ink: string }>> = {
  available: { fill: '#22c55e', ink: '#052e16' },
  reserved: { fill: '#facc15', ink: '#422006' },
  booked: { fill: '#60a5fa', ink: '#172554' },
  sold: { fill: '#dc2626', ink: '#ffffff' },
  'not-for-sale': { fill: '#9ca3af', ink: '#111827' },
};

/** The outline of every plot on a plan, and the fill of a plot shape not linked to a plot yet. */
export const PLAN_OUTLINE_COLOUR = '#1f2937';
export const UNLINKED_PLOT_COLOUR = '#e5e7eb';
