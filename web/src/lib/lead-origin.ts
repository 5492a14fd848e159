import { MAX_SHORT_TEXT, UTM_KEYS, UTM_TAG_MAX, type UtmKey } from '@core/constants';

/** The first page of this visit (this tab's session), who linked to it and its utm tags. */
interface Visit {
  landing?: string;
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
}

/** Where a lead came from, as the public forms send it (core/schemas/lead.ts leadOriginSchema). */
export interface LeadOriginSent extends Visit {
  page: string;
}

const VISIT_KEY = 'amaravati-plots:visit';

const pathOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`.slice(0, MAX_SHORT_TEXT);

/** How a visit began: its first page, the site that linked to it (not this one) and its utm_* tags. */
export function visitFrom(location: Pick<Location, 'pathname' | 'search' | 'origin'>, referrer: string): Visit {
  const params = new URLSearchParams(location.search);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const tag = params.get(`utm_${key}`)?.trim().slice(0, UTM_TAG_MAX);
    if (tag) utm[key] = tag;
  }
  const external = /^https?:\/\/\S+$/i.test(referrer) && !referrer.startsWith(`${location.origin}/`);
  return {
    landing: pathOf(location),
    ...(external ? { referrer: referrer.slice(0, MAX_SHORT_TEXT) } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/**
 * Notes how this visit began, once per tab session, as the page starts. A later page of the same
 * visit keeps it, so a lead sent three pages on still says it came from that WhatsApp campaign.
 * Storage that refuses (private modes) only loses this note, never the lead.
 */
export function rememberVisit(location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location, referrer = document.referrer): void {
  try {
    if (window.sessionStorage.getItem(VISIT_KEY)) return;
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(visitFrom(location, referrer)));
  } catch {
    // No session storage: the lead says only the page it was sent from.
  }
}

function rememberedVisit(): Visit {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(VISIT_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Visit) : {};
  } catch {
    return {};
  }
}

/** What a public form sends as its `origin`: the page it is sent from and how the visit began. */
export function leadOrigin(location: Pick<Location, 'pathname' | 'search'> = window.location): LeadOriginSent {
  return { ...rememberedVisit(), page: pathOf(location) };
}
