/**
 * Firestore collection names (docs/architecture.md). Leads keep the original collection name,
 * contactSubmissions, so existing data and triggers line up.
 */
export const COLLECTIONS = {
  regions: 'regions',
  plots: 'plots',
  ventures: 'ventures',
  leads: 'contactSubmissions',
  blogs: 'blogs',
  subscribers: 'subscribers',
  /** What each subscriber follows: alerts/{hash of subscriber, kind and target}. */
  alerts: 'alerts',
  settings: 'settings',
  stats: 'stats',
  meta: 'meta',
  processedEvents: 'processedEvents',
  /** Each venture's plots by status: ventureCounts/{ventureId}. */
  ventureCounts: 'ventureCounts',
  /** The alert mails to send (alert-outbox-repository.ts). */
  alertOutbox: 'alertOutbox',
  /** Interest per listing: plotInterest/{day}_{plotId}, one document per plot and India day. */
  plotInterest: 'plotInterest',
  /** Deleted items kept 30 days: bin/{kind}_{itemId} (bin-repository.ts). */
  bin: 'bin',
  /** The activity trail, append-only: activity/{id} (activity-repository.ts). */
  activity: 'activity',
} as const;

/** A lead's history lives under it: contactSubmissions/{id}/history (kept when the lead is deleted). */
export const LEAD_HISTORY_SUBCOLLECTION = 'history';

/** A village's price history: regions/{id}/priceHistory (kept when the region is deleted). */
export const PRICE_HISTORY_SUBCOLLECTION = 'priceHistory';

/** A plot's status changes: plots/{id}/statusHistory (kept when the plot is deleted). */
export const PLOT_STATUS_HISTORY_SUBCOLLECTION = 'statusHistory';

/**
 * A venture's layout: ventures/{id}/layout/{version}-{part}, the shapes of its current version in
 * one or more documents (converters.ts: LAYOUT_PART_SHAPES). Every save creates the next version's
 * parts and deletes the current ones, in one transaction.
 */
export const VENTURE_LAYOUT_SUBCOLLECTION = 'layout';

/** One document per claim of an alert outbox item: alertOutbox/{id}/claims/{attempt} (alert-outbox-repository.ts). */
export const ALERT_OUTBOX_CLAIMS_SUBCOLLECTION = 'claims';

/** A plot number in use in a venture: ventures/{id}/plotNumbers/{number}, naming its plot. */
export const PLOT_NUMBERS_SUBCOLLECTION = 'plotNumbers';

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Single documents: the site settings and the dashboard counters. */
export const SETTINGS_DOC_ID = 'site';
export const STATS_DOC_ID = 'counters';
