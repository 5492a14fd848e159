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
