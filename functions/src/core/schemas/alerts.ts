import { z } from 'zod';
import type { Language } from '../languages';
import { messageKey } from '../message-key';
import { compactSavedSearch, savedSearchSchema, type SavedSearch } from './saved-search';

/**
 * What a subscriber follows (docs/product.md, "Alerts for subscribers"): a saved search (new plots
 * like these), a price drop on a plot, the updates (news), or a venture's plots being freed. Each
 * as it happens or in a daily summary at 08:00 India time.
 */
export const ALERT_KINDS = ['search', 'priceDrop', 'news', 'venture'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_CADENCES = ['instant', 'daily'] as const;
export type AlertCadence = (typeof ALERT_CADENCES)[number];

/** How many alerts one address may follow. */
export const ALERTS_PER_ADDRESS_MAX = 20;

const recordId = z.string({ error: messageKey('required') }).trim().min(1, messageKey('required')).max(200);

/** What an alert follows, by kind; news follows no one thing. */
export const alertSpecSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('search'), target: savedSearchSchema.transform(compactSavedSearch) }),
    z.strictObject({ kind: z.literal('priceDrop'), target: z.strictObject({ plotId: recordId }) }),
    z.strictObject({ kind: z.literal('venture'), target: z.strictObject({ ventureId: recordId }) }),
    z.strictObject({ kind: z.literal('news'), target: z.null().optional().transform(() => null) }),
  ],
  { error: messageKey('alertKindInvalid') },
);
export type AlertSpecInput = z.input<typeof alertSpecSchema>;
export type AlertSpec = z.output<typeof alertSpecSchema>;

export const alertCadenceField = z.enum(ALERT_CADENCES);

/** An alert as stored: what it follows, how often, whose. */
export type Alert = AlertSpec & { id: string; subscriberId: string; cadence: AlertCadence; createdAt: string };

/** An alert the sender may mail: its subscriber confirmed and not bouncing, with their address and language. */
export type DeliverableAlert = Alert & { email: string; language: Language };

/** The one text an alert's target is compared by: the same alert twice is one alert. */
export function alertTargetKey(spec: AlertSpec): string {
  switch (spec.kind) {
    case 'search':
      return JSON.stringify(compactSavedSearch(spec.target as SavedSearch));
    case 'priceDrop':
      return spec.target.plotId;
    case 'venture':
      return spec.target.ventureId;
    case 'news':
      return '';
  }
}
