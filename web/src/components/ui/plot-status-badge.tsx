import type { PlotStatus } from '@core/constants';
import type { ReactNode } from 'react';

/**
 * Each plot status's colours, the same on the public site and in the back office, in the hues a
 * layout plan colours its plots with (core/plot-status-colours.ts: green, yellow, blue, red, grey),
 * darkened for text: `solid` for a badge (white text, over a photo too), `text` for the status
 * written among a plot's facts, `soft` for a control that holds it (the admin list's dropdown).
 * Every pair passes WCAG AA for small text.
 */
export const PLOT_STATUS_TONES: Record<PlotStatus, { solid: string; text: string; soft: string }> = {
  available: { solid: 'bg-brand-700 text-white', text: 'text-brand-700', soft: 'border-brand-600/40 bg-brand-50 text-brand-700' },
  reserved: { solid: 'bg-amber-700 text-white', text: 'text-amber-800', soft: 'border-amber-600/40 bg-amber-50 text-amber-900' },
  booked: { solid: 'bg-blue-800 text-white', text: 'text-blue-800', soft: 'border-blue-600/40 bg-blue-50 text-blue-900' },
  sold: { solid: 'bg-red-700 text-white', text: 'text-red-700', soft: 'border-red-300 bg-red-50 text-red-800' },
  'not-for-sale': { solid: 'bg-slate-600 text-white', text: 'text-slate-600', soft: 'border-slate-300 bg-slate-100 text-slate-700' },
};

/** A plot's status as a solid badge; the words (in the page's language, with a reservation's last day) are the caller's. */
export function PlotStatusBadge({ status, children, className = '' }: { status: PlotStatus; children: ReactNode; className?: string }) {
  return (
    <span className={`${PLOT_STATUS_TONES[status].solid} ${className}`} data-status={status}>
      {children}
    </span>
  );
}
