/**
 * Firestore collection names (docs/architecture.md). Leads keep the original collection name,
 * contactSubmissions, so existing data and triggers line up.
 */
export const COLLECTIONS = {
  regions: 'regions',
  plots: 'plots',
  leads: 'contactSubmissions',
  blogs: 'blogs',
  subscribers: 'subscribers',
  settings: 'settings',
  stats: 'stats',
  meta: 'meta',
  processedEvents: 'processedEvents',
} as const;

/** A lead's history lives under it: contactSubmissions/{id}/history (kept when the lead is deleted). */
export const LEAD_HISTORY_SUBCOLLECTION = 'history';

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Single documents: the site settings and the dashboard counters. */
export const SETTINGS_DOC_ID = 'site';
export const STATS_DOC_ID = 'counters';
