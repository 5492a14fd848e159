import type { LayoutAuthority } from './constants';

interface Approvals {
  reraNumber: string;
  layoutAuthority: LayoutAuthority;
  layoutPermitNumber: string;
}

/** The approvals of a plot in one line for its card: 'RERA P06060125894 · APCRDA LP 31/2020'; '' when it has none. No zod here (home page). */
export function approvalsSummary(plot: Approvals): string {
  const parts: string[] = [];
  if (plot.reraNumber) parts.push(`RERA ${plot.reraNumber}`);
  if (plot.layoutPermitNumber) parts.push(`${plot.layoutAuthority} LP ${plot.layoutPermitNumber}`);
  return parts.join(' · ');
}

/**
 * A plot's approvals as the site shows them: a plot of a venture shows the venture's (typed once
 * for all its plots), each approval the venture has winning over the plot's own; one the venture
 * leaves blank falls back to what the plot says (an older plot typed them itself).
 */
export function plotApprovals(plot: Approvals, venture: Approvals | null): Approvals {
  if (!venture) return { reraNumber: plot.reraNumber, layoutAuthority: plot.layoutAuthority, layoutPermitNumber: plot.layoutPermitNumber };
  const permit = venture.layoutPermitNumber ? venture : plot;
  return {
    reraNumber: venture.reraNumber || plot.reraNumber,
    layoutAuthority: permit.layoutAuthority,
    layoutPermitNumber: permit.layoutPermitNumber,
  };
}
