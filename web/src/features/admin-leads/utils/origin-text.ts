import type { LeadOrigin } from '@core/schemas/lead';

/** The site that linked to the visit, by its host name ('' when unknown or unreadable). */
function referrerHost(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).host;
  } catch {
    return '';
  }
}

/**
 * Where a lead came from in one short line for its card: the page it was sent from, the
 * campaign's utm source / medium / campaign, and the site that linked to the visit —
 * '/te/contact · whatsapp / social / diwali · via l.wa.me'. '' when nothing is known.
 */
export function originText(origin: LeadOrigin | null): string {
  if (!origin) return '';
  const campaign = [origin.utm?.source, origin.utm?.medium, origin.utm?.campaign].filter(Boolean).join(' / ');
  const host = referrerHost(origin.referrer);
  return [origin.page ?? origin.landing ?? '', campaign, host ? `via ${host}` : ''].filter(Boolean).join(' · ');
}
