import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { LayoutAuthority, PlotCategory, PlotType, PriceUnit, RoadFacing } from '../../../core/constants';
import type { VentureSaleStatus } from '../../../core/venture-constants';
import type { LeadSource } from '../../../core/lead-status';
import type { Language } from '../../../core/languages';
import type { AlertCadence, AlertKind } from '../../../core/schemas/alerts';
import type { DocumentChecks } from '../../../core/document-checks';
import type { LeadDetails, LeadOrigin } from '../../../core/schemas/lead';
import type { LeadHistoryKind } from '../../../core/schemas/lead-history';
import type { AlertItemKind } from '../../../core/schemas/alert-item';
import type { AlertOutboxState, BinLinks } from '../../../ports/store';
import type { BinKind } from '../../../core/bin';
import type { ActivityAction, ActivityChange, ActivityKind } from '../../../core/activity';
import type { PlotImage } from '../../../core/schemas/plot';
import type { PriceEntrySource } from '../../../core/schemas/price-history';
import type { RegionPrices } from '../../../core/region-prices';
import type { SiteSettings } from '../../../core/schemas/settings';
import type { LayoutImage, LayoutShape, PlotDefaults } from '../../../core/schemas/venture';

/**
 * Tables of the embedded SQLite store. Column names are snake_case, fields camelCase.
 * Timestamps are integer milliseconds written by the store (server clock); money is whole rupees.
 * After a change here run `npm run db:generate -w functions` and commit the SQL under functions/drizzle.
 */

/** What a row from before "documents we checked" holds: none. */
const NO_DOCUMENT_CHECKS: DocumentChecks = { checked: {}, encumbranceYears: 0, note: '' };

export const regions = sqliteTable(
  'regions',
  {
    id: text('id').primaryKey(),
    region: text('region').notNull(),
    /** The Telugu name ('' when none): the Telugu site shows it, else the English one. */
    regionTe: text('region_te').notNull().default(''),
    // The product's field names (core/schemas/region.ts), so a region and its row share one field list.
    ResidentialPriceMin: integer('residential_price_min').notNull(),
    ResidentialPriceMax: integer('residential_price_max').notNull(),
    CommercialPriceMin: integer('commercial_price_min').notNull(),
    CommercialPriceMax: integer('commercial_price_max').notNull(),
    // The village page's (core/schemas/region.ts): blank and 0 until an admin writes them.
    description: text('description').notNull().default(''),
    descriptionTe: text('description_te').notNull().default(''),
    latitude: real('latitude').notNull().default(0),
    longitude: real('longitude').notNull().default(0),
    marketValuePerSqYd: integer('market_value_per_sq_yd').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at'),
  },
  // The public list is ordered by name, case-insensitively; the admin list newest first.
  (t) => [index('regions_name_idx').on(sql`${t.region} COLLATE NOCASE`, t.id), index('regions_created_idx').on(t.createdAt, t.id)],
);

/** The indexes plot-search.ts names in its statements (INDEXED BY), by what they are for. */
export const PLOT_SEARCH_INDEXES = {
  newest: 'plots_newest_idx',
  price: 'plots_price_order_idx',
  area: 'plots_area_order_idx',
  filters: 'plots_filters_idx',
  location: 'plots_location_idx',
} as const;

/** The unique index behind "a plot number once per venture". */
export const PLOT_NUMBER_INDEX = 'plots_venture_number_idx';

export const plots = sqliteTable(
  'plots',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** The title and description in Telugu ('' when none). */
    titleTe: text('title_te').notNull().default(''),
    location: text('location').notNull(),
    type: text('type').$type<PlotType>().notNull(),
    category: text('category').$type<PlotCategory>().notNull(),
    pricePerSqYard: integer('price_per_sq_yard').notNull(),
    /** Square feet; may be fractional. */
    area: real('area').notNull(),
    /** Metres. */
    roadWidth: real('road_width').notNull(),
    roadFacing: text('road_facing').$type<RoadFacing>().notNull(),
    /** One of PLOT_STATUSES as text; anything else a row may hold reads as available (core readPlotStatus). */
    status: text('status').notNull(),
    features: text('features', { mode: 'json' }).$type<string[]>().notNull(),
    description: text('description').notNull(),
    descriptionTe: text('description_te').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    imagePublicId: text('image_public_id').notNull(),
    /** Every photo, cover first ({url, publicId, alt}[]); image_url/image_public_id repeat the cover. */
    images: text('images', { mode: 'json' }).$type<PlotImage[]>().notNull().default([]),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    featured: integer('featured', { mode: 'boolean' }).notNull(),
    ventureName: text('venture_name').notNull().default(''),
    layoutAuthority: text('layout_authority').$type<LayoutAuthority>().notNull().default('APCRDA'),
    layoutPermitNumber: text('layout_permit_number').notNull().default(''),
    reraNumber: text('rera_number').notNull().default(''),
    surveyNumbers: text('survey_numbers', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Whole rupees per square yard, on top of the rate. */
    developmentChargesPerSqYard: integer('development_charges_per_sq_yard').notNull().default(0),
    premiumPerSqYard: integer('premium_per_sq_yard').notNull().default(0),
    /** The venture the plot is in ('' for none) and its number there ('' for none). */
    ventureId: text('venture_id').notNull().default(''),
    plotNumber: text('plot_number').notNull().default(''),
    /** The reservation's last day (YYYY-MM-DD) while reserved, else ''. */
    reservedUntil: text('reserved_until').notNull().default(''),
    /** Documents we checked ({checked, encumbranceYears, note}; core/document-checks.ts). */
    documents: text('documents', { mode: 'json' }).$type<DocumentChecks>().notNull().default(NO_DOCUMENT_CHECKS),
    /** Whether the plot's own title papers are all checked (documentsVerified of `documents`), kept at every write for the search's filter. */
    documentsVerified: integer('documents_verified', { mode: 'boolean' }).notNull().default(false),
    /** Total in whole rupees, computed by the service from area and price per sq yd. */
    price: integer('price').notNull(),
    priceUnit: text('price_unit').$type<PriceUnit>().notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at'),
  },
  // The search (plot-search.ts) reads these indexes only, never the table, until it has a page of
  // ids: each holds every column the search filters or sorts on. Three hold the plots in a sort's
  // order (ending with id, the tiebreaker of every sort) for walking to a page; two lead with the
  // filters, for counting and for gathering the few plots a narrow filter matches.
  (t) => [
    index(PLOT_SEARCH_INDEXES.newest).on(t.createdAt, t.id, t.status, t.category, t.roadFacing, t.featured, t.documentsVerified, t.price, t.area, t.location),
    index(PLOT_SEARCH_INDEXES.price).on(t.price, t.id, t.status, t.category, t.roadFacing, t.featured, t.documentsVerified, t.area, t.createdAt, t.location),
    index(PLOT_SEARCH_INDEXES.area).on(t.area, t.id, t.status, t.category, t.roadFacing, t.featured, t.documentsVerified, t.price, t.createdAt, t.location),
    // Leading with the few-valued columns lets SQLite skip-scan past the ones a search leaves open.
    index(PLOT_SEARCH_INDEXES.filters).on(t.status, t.documentsVerified, t.category, t.roadFacing, t.featured, t.price, t.area, t.location, t.createdAt, t.id),
    // A location search becomes `location IN (…)` (plot-search.ts), a few seeks here.
    index(PLOT_SEARCH_INDEXES.location).on(t.location, t.status, t.category, t.roadFacing, t.featured, t.documentsVerified, t.price, t.area, t.createdAt, t.id),
    // featured(): available only, featured first, then newest.
    index('plots_showcase_idx').on(t.status, t.featured, t.createdAt, t.id),
    // A plot number is used once in a venture: the store maps a violation to PlotNumberTakenError.
    // Only numbered plots of a venture take part, so unlinking (both '') never conflicts.
    uniqueIndex(PLOT_NUMBER_INDEX).on(t.ventureId, t.plotNumber).where(sql`${t.ventureId} <> '' AND ${t.plotNumber} <> ''`),
    // byVenture(): every plot of a venture, numbered or not, in number order.
    index('plots_venture_idx').on(t.ventureId, t.plotNumber, t.id),
  ],
);

/**
 * Villages' price history (core/schemas/price-history.ts PriceEntry). Rows are only ever added, and
 * stay when their region is deleted (no foreign key); the four prices are kept as one JSON object.
 */
export const regionPriceHistory = sqliteTable(
  'region_price_history',
  {
    id: text('id').primaryKey(),
    regionId: text('region_id').notNull(),
    day: text('day').notNull(),
    prices: text('prices', { mode: 'json' }).$type<RegionPrices>().notNull(),
    previous: text('previous', { mode: 'json' }).$type<RegionPrices>(),
    source: text('source').$type<PriceEntrySource>().notNull(),
    corrects: text('corrects').notNull().default(''),
    at: integer('at').notNull(),
    byId: text('by_id'),
    byEmail: text('by_email'),
  },
  (t) => [index('region_price_history_region_idx').on(t.regionId, t.at, t.id)],
);

/**
 * The bin (ports/store.ts BinRepository; decision 020): a deleted item's whole row as JSON (`data`,
 * as the item's table held it), kept 30 days, with what the bin list and the purge need beside it.
 * An item is here or in its table, never both: each move is one batch.
 */
export const bin = sqliteTable(
  'bin',
  {
    kind: text('kind').$type<BinKind>().notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    deletedAt: integer('deleted_at').notNull(),
    byId: text('by_id'),
    byEmail: text('by_email'),
    imagePublicIds: text('image_public_ids', { mode: 'json' }).$type<string[]>().notNull(),
    links: text('links', { mode: 'json' }).$type<BinLinks>().notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('bin_deleted_idx').on(t.deletedAt, t.kind, t.itemId)],
);

/**
 * The activity trail (ports/store.ts ActivityRepository; decision 021): append-only. `cursor` is
 * the entry's time (ISO) and id, the one order of the list; an index per filter, each ending with it.
 */
export const activity = sqliteTable(
  'activity',
  {
    id: text('id').primaryKey(),
    at: integer('at').notNull(),
    day: text('day').notNull(),
    cursor: text('cursor').notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip').notNull(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    itemId: text('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    changes: text('changes', { mode: 'json' }).$type<ActivityChange[]>().notNull(),
  },
  (t) => [
    index('activity_cursor_idx').on(t.cursor),
    index('activity_actor_idx').on(t.actorId, t.cursor),
    index('activity_item_idx').on(t.kind, t.itemId, t.cursor),
    index('activity_day_idx').on(t.day, t.cursor),
  ],
);

/**
 * Status changes of plots (ports/store.ts PlotStatusEntry). Rows are only ever added, and stay when
 * their plot is deleted (no foreign key). `by_id`/`by_email` are null for the system.
 */
export const plotStatusHistory = sqliteTable(
  'plot_status_history',
  {
    id: text('id').primaryKey(),
    plotId: text('plot_id').notNull(),
    at: integer('at').notNull(),
    byId: text('by_id'),
    byEmail: text('by_email'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reservedUntil: text('reserved_until').notNull().default(''),
  },
  (t) => [index('plot_status_history_plot_idx').on(t.plotId, t.at, t.id)],
);

/** Ventures (core/schemas/venture.ts). The layout (plan image, version, shapes) is in venture_layouts. */
export const ventures = sqliteTable(
  'ventures',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    nameTe: text('name_te').notNull().default(''),
    developer: text('developer').notNull().default(''),
    /** The village: a region's id (no foreign key: a region's deletion does not take its ventures). */
    regionId: text('region_id').notNull(),
    latitude: real('latitude').notNull().default(0),
    longitude: real('longitude').notNull().default(0),
    layoutAuthority: text('layout_authority').$type<LayoutAuthority>().notNull().default('APCRDA'),
    layoutPermitNumber: text('layout_permit_number').notNull().default(''),
    reraNumber: text('rera_number').notNull().default(''),
    totalExtentAcres: real('total_extent_acres').notNull().default(0),
    saleStatus: text('sale_status').$type<VentureSaleStatus>().notNull().default('selling'),
    amenities: text('amenities', { mode: 'json' }).$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    descriptionTe: text('description_te').notNull().default(''),
    /** Photos, cover first ({url, publicId, alt}[]). */
    images: text('images', { mode: 'json' }).$type<PlotImage[]>().notNull().default([]),
    plotDefaults: text('plot_defaults', { mode: 'json' }).$type<PlotDefaults>().notNull(),
    feetPerPlanUnit: real('feet_per_plan_unit').notNull().default(0),
    /** Documents we checked for the whole layout (core/document-checks.ts). */
    documents: text('documents', { mode: 'json' }).$type<DocumentChecks>().notNull().default(NO_DOCUMENT_CHECKS),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at'),
  },
  (t) => [index('ventures_name_idx').on(sql`${t.name} COLLATE NOCASE`, t.id), index('ventures_created_idx').on(t.createdAt, t.id)],
);

/**
 * A venture's layout, one row per venture (deleted with it). The version is the compare-and-set
 * anchor of every layout write; the shapes (~150 bytes each, 800 at most) are the row's last
 * column, so reading the version and plan of a venture never pages through them.
 */
export const ventureLayouts = sqliteTable('venture_layouts', {
  ventureId: text('venture_id')
    .primaryKey()
    .references(() => ventures.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  /** The plan image ({url, publicId, width, height}); null before one is uploaded. */
  image: text('image', { mode: 'json' }).$type<LayoutImage>(),
  shapes: text('shapes', { mode: 'json' }).$type<LayoutShape[]>().notNull().default([]),
});

/**
 * Each venture's plots by status (the /ventures list), kept like the dashboard counters: by the
 * event handlers (idempotent through processed_events) and overwritten by reconciliation.
 */
export const ventureCounts = sqliteTable('venture_counts', {
  ventureId: text('venture_id').primaryKey(),
  available: integer('available').notNull().default(0),
  reserved: integer('reserved').notNull().default(0),
  booked: integer('booked').notNull().default(0),
  sold: integer('sold').notNull().default(0),
  notForSale: integer('not_for_sale').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
});

/** Leads. The name matches the original collection, contactSubmissions. */
export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** Free text on purpose: stored data may hold statuses the app does not know. */
    status: text('status').notNull(),
    source: text('source').$type<LeadSource>().notNull(),
    details: text('details', { mode: 'json' }).$type<LeadDetails>(),
    /** Where the lead came from (page, first page, referrer, utm tags); null before it was recorded. */
    origin: text('origin', { mode: 'json' }).$type<LeadOrigin>(),
    /** The day (YYYY-MM-DD) to call back; null for none. */
    followUpDate: text('follow_up_date'),
    /** The admin (users.id) looking after the lead; no foreign key: the history keeps who it was. */
    assignedTo: text('assigned_to'),
    /** The first status change or note (ms); null before. */
    firstResponseAt: integer('first_response_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at'),
  },
  (t) => [
    index('contact_submissions_created_idx').on(t.createdAt, t.id),
    index('contact_submissions_status_idx').on(t.status),
  ],
);

/**
 * What happened to each lead (core/schemas/lead-history.ts). Rows are only ever added, and stay
 * when their lead is deleted (no foreign key): notes are kept forever.
 */
export const leadHistory = sqliteTable(
  'lead_history',
  {
    id: text('id').primaryKey(),
    leadId: text('lead_id').notNull(),
    at: integer('at').notNull(),
    byId: text('by_id'),
    byEmail: text('by_email'),
    kind: text('kind').$type<LeadHistoryKind>().notNull(),
    from: text('from_value'),
    to: text('to_value'),
    text: text('text'),
  },
  (t) => [index('lead_history_lead_idx').on(t.leadId, t.at, t.id)],
);

export const blogs = sqliteTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** The title and content in Telugu ('' when none). */
    titleTe: text('title_te').notNull().default(''),
    category: text('category').notNull(),
    content: text('content').notNull(),
    contentTe: text('content_te').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at'),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt, t.id)],
);

export const subscribers = sqliteTable(
  'subscribers',
  {
    id: text('id').primaryKey(),
    /** Stored lowercased, so the unique index makes an address count once whatever its case. */
    email: text('email').notNull(),
    /** The language of the page the address first subscribed on (its mails' language). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Null until the address confirms: rows from before double opt-in read as unconfirmed. */
    confirmedAt: integer('confirmed_at'),
    bouncingSince: integer('bouncing_since'),
    lastMailAt: integer('last_mail_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('subscribers_email_idx').on(t.email), index('subscribers_created_idx').on(t.createdAt, t.id)],
);

/**
 * What each subscriber follows. `target_key` is the text the same alert twice shares (core
 * alertTargetKey), so the unique index keeps one; `target` the kind's target as JSON. The kind
 * index is the sender's: every alert of a kind, joined to its deliverable subscriber.
 */
export const alerts = sqliteTable(
  'alerts',
  {
    id: text('id').primaryKey(),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertKind>().notNull(),
    targetKey: text('target_key').notNull(),
    target: text('target', { mode: 'json' }).$type<unknown>(),
    cadence: text('cadence').$type<AlertCadence>().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('alerts_subscriber_target_idx').on(t.subscriberId, t.kind, t.targetKey), index('alerts_kind_idx').on(t.kind, t.subscriberId)],
);

/** Business details: a single row (id = 1) holding the settings document as JSON. */
export const settings = sqliteTable(
  'settings',
  {
    id: integer('id').primaryKey(),
    data: text('data', { mode: 'json' }).$type<SiteSettings>().notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/** Small named values the system keeps for itself (e.g. the demo-seed marker). */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The dashboard counters: a single row (id = 1), created by the first write. Kept by the event
 * handlers, overwritten by the reconcile job.
 */
export const stats = sqliteTable(
  'stats',
  {
    id: integer('id').primaryKey(),
    leads: integer('leads').notNull().default(0),
    newLeads: integer('new_leads').notNull().default(0),
    blogs: integer('blogs').notNull().default(0),
    plots: integer('plots').notNull().default(0),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [check('stats_single_row', sql`${t.id} = 1`)],
);

/**
 * Interest per listing: one row per plot and India day (YYYY-MM-DD) with a count, kept by
 * interest-repository.ts (idempotent through processed_events). No visitor is ever stored, only counts.
 */
export const plotInterest = sqliteTable(
  'plot_interest',
  {
    plotId: text('plot_id').notNull(),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
    updatedAt: integer('updated_at').notNull(),
  },
  // A page of plots reads by plot then day; the dashboard's lists read the last 30 days of all plots.
  (t) => [primaryKey({ columns: [t.plotId, t.day] }), index('plot_interest_day_idx').on(t.day, t.plotId)],
);

/**
 * Ids of the events whose counter change has been applied, written in the same transaction as
 * that change: a redelivered event finds its id here and changes nothing.
 */
export const processedEvents = sqliteTable(
  'processed_events',
  {
    eventId: text('event_id').primaryKey(),
    /** Random per application: lets the counter update of the same batch see that this insert happened. */
    token: text('token').notNull(),
    processedAt: integer('processed_at').notNull(),
  },
  (t) => [index('processed_events_processed_idx').on(t.processedAt)],
);

/**
 * The alert mails to send (ports/store.ts AlertOutboxRepository). `available_at` is when an item
 * may be claimed next: its due time, then the end of each claim's lease, then a retry's time; a
 * claim is one UPDATE … WHERE available_at <= now, so two drainers never take the same item.
 */
export const alertOutbox = sqliteTable(
  'alert_outbox',
  {
    id: text('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    subscriberId: text('subscriber_id').notNull(),
    alertId: text('alert_id').notNull(),
    kind: text('kind').$type<AlertItemKind>().notNull(),
    payload: text('payload').notNull(),
    dueAt: integer('due_at').notNull(),
    daily: integer('daily', { mode: 'boolean' }).notNull(),
    state: text('state').$type<AlertOutboxState>().notNull(),
    availableAt: integer('available_at').notNull(),
    /** The current claim's lease ('' when none was ever given). */
    lease: text('lease').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    finishedAt: integer('finished_at'),
    sendingAt: integer('sending_at'),
  },
  (t) => [
    uniqueIndex('alert_outbox_dedupe_idx').on(t.dedupeKey),
    index('alert_outbox_claim_idx').on(t.state, t.availableAt, t.createdAt, t.id),
    index('alert_outbox_finished_idx').on(t.state, t.finishedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Standalone admin auth (adapters/auth/local-auth.ts). Not part of the Store port: the local Auth
// adapter owns these tables; they live in the same file so one backup holds everything.

/** Admins. There is no other kind of user: no public sign-up. */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Stored trimmed and lowercased, so the unique index makes an address count once whatever its case. */
    email: text('email').notNull(),
    /** PHC-style string holding the algorithm, its parameters, the salt and the hash: `$scrypt$ln=17,r=8,p=1$salt$hash`. */
    passwordHash: text('password_hash').notNull(),
    createdAt: integer('created_at').notNull(),
    passwordChangedAt: integer('password_changed_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_created_idx').on(t.createdAt, t.id)],
);

/** Signed-in sessions. Only the SHA-256 of the cookie's value is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /** The effective end: the idle deadline, never later than absoluteExpiresAt. */
    expiresAt: integer('expires_at').notNull(),
    absoluteExpiresAt: integer('absolute_expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Password-reset links. Only the SHA-256 of the token is stored; single use, short-lived. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
);
