import { everyField } from '../core/every-field';
import type { Blog, BlogData } from '../core/schemas/blog';
import type { Lead, LeadDetails, LeadOrigin } from '../core/schemas/lead';
import type { LeadHistoryEntry, NewLeadHistoryEntry } from '../core/schemas/lead-history';
import type { NewPriceEntry, PriceEntry } from '../core/schemas/price-history';
import type { SiteVisit } from '../core/visit-date';
import { PLOT_INPUT_FIELDS, type Plot, type PlotData } from '../core/schemas/plot';
import type { PlotPage, PlotSearchQuery } from '../core/schemas/plot-search';
import type { Region, RegionInput, RegionPatch, VILLAGE_FIELD_DEFAULTS } from '../core/schemas/region';
import type { SiteSettings } from '../core/schemas/settings';
import type { Alert, AlertCadence, AlertKind, AlertSpec, DeliverableAlert } from '../core/schemas/alerts';
import type { Subscriber } from '../core/schemas/subscriber';
import type { Language } from '../core/languages';
import type { Layout, LayoutImage, LayoutShape, StatusCounts, Venture, VentureData } from '../core/schemas/venture';
import type { HistoryActor } from '../core/schemas/lead-history';
import type { PlotStatus } from '../core/constants';
import type { LeadSource } from '../core/lead-status';
import type { StatDeltas, Stats } from '../core/stats';
import type { AlertItemKind } from '../core/schemas/alert-item';
import type { InterestDelta, PlotInterest } from '../core/interest';
import type { BinKind } from '../core/bin';
import type { ActivityEntry, ActivityQuery, NewActivityEntry } from '../core/activity';

/**
 * The Store port: one repository per collection. Every adapter (SQLite now, Firestore later)
 * passes adapters/store/store.contract.ts. Timestamps are set by the store (server time) and
 * returned as ISO strings. `get` returns null for a missing id; `update`/`delete` return
 * null/false for a missing id rather than throwing.
 */

/**
 * The Telugu texts beside an English one (docs/product.md §3) are optional on every write through
 * the port: a writer that does not name them (code and fixtures from before them) stores them
 * blank, in both adapters (adapters/store/telugu-texts.ts). Reads always carry them.
 */
export const REGION_TELUGU_FIELDS = ['regionTe'] as const satisfies readonly (keyof RegionInput)[];
export const PLOT_TELUGU_FIELDS = ['titleTe', 'descriptionTe'] as const satisfies readonly (keyof PlotData)[];
export const BLOG_TELUGU_FIELDS = ['titleTe', 'contentTe'] as const satisfies readonly (keyof BlogData)[];
export const VENTURE_TELUGU_FIELDS = ['nameTe', 'descriptionTe'] as const satisfies readonly (keyof VentureData)[];
type TeluguOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A region to store (the Telugu name and the village page's fields may be left out: blank, 0). */
type NewRegion = TeluguOptional<RegionInput, (typeof REGION_TELUGU_FIELDS)[number] | keyof typeof VILLAGE_FIELD_DEFAULTS>;
/** A post to store (the Telugu title and content may be left out). */
type NewBlog = TeluguOptional<BlogData, (typeof BLOG_TELUGU_FIELDS)[number]>;

interface RegionListOptions {
  /** 'name' (default): A→Z, case-insensitive, as the public table shows them. 'newest': createdAt descending (admin list). */
  order?: 'name' | 'newest';
}

export interface RegionRepository {
  /** Ordered by region name (A→Z), case-insensitive, unless `order: 'newest'`. */
  list(options?: RegionListOptions): Promise<Region[]>;
  get(id: string): Promise<Region | null>;
  create(input: NewRegion): Promise<Region>;
  /**
   * Changes the fields the patch holds. When a price changes, a 'change' entry (the prices before
   * and after, by `by`, on today's India day by the store's clock) is added to the region's price
   * history in the same transaction; a change of name alone adds none.
   */
  update(id: string, patch: RegionPatch, by?: HistoryActor | null): Promise<Region | null>;
  delete(id: string): Promise<boolean>;
  /** Adds entries to price histories as they are (past prices, corrections, the demo's), each with its id and the store's time. */
  addPriceEntries(entries: readonly NewPriceEntry[]): Promise<PriceEntry[]>;
  /** A region's price history as written, oldest written first; kept after the region is deleted. */
  priceHistory(regionId: string): Promise<PriceEntry[]>;
}

/** A plot to store: its data plus the computed total (the service computes it with core/price); the Telugu texts may be left out. */
export type PlotRecord = TeluguOptional<PlotData, (typeof PLOT_TELUGU_FIELDS)[number]> & { price: number; priceUnit: Plot['priceUnit'] };

/**
 * Every field of a PlotRecord, the one list both store adapters write and read plots by: the
 * fields an admin writes (from the core schema) and the total the service computes.
 */
export const PLOT_RECORD_FIELDS = everyField<PlotRecord>()([...PLOT_INPUT_FIELDS, 'price', 'priceUnit']);
export type PlotRecordField = (typeof PLOT_RECORD_FIELDS)[number];

/** What the sitemap needs of every plot: no more than a few fields, even for 100,000 plots. */
interface PlotSummary {
  id: string;
  title: string;
  category: Plot['category'];
  status: Plot['status'];
  createdAt: string;
  updatedAt: string | null;
}

/** A plot of a venture in the few fields its layout needs (the editor, the public page). */
export interface VenturePlotRecord {
  id: string;
  title: string;
  plotNumber: string;
  status: PlotStatus;
  reservedUntil: string;
  area: number;
  roadFacing: Plot['roadFacing'];
  pricePerSqYard: number;
  price: number;
  priceUnit: Plot['priceUnit'];
  updatedAt: string | null;
}

/** A status given to plots: the status, and the reservation's last day ('' unless reserved). */
export interface PlotStatusSet {
  status: PlotStatus;
  reservedUntil: string;
}

/** One change of a plot's status: who made it (null: the system, e.g. a reservation run out) and when. */
export interface PlotStatusEntry {
  id: string;
  plotId: string;
  /** ISO, the store's clock. */
  at: string;
  by: HistoryActor | null;
  from: PlotStatus;
  to: PlotStatus;
  /** The reservation's last day when `to` is 'reserved', else ''. */
  reservedUntil: string;
}

/** A plot number used twice in one venture: thrown by every write that would store it. */
export class PlotNumberTakenError extends Error {
  constructor(readonly plotNumber: string) {
    super(`Plot number ${plotNumber} is already used in this venture`);
    this.name = 'PlotNumberTakenError';
  }
}

export interface PlotRepository {
  /** Filtered, sorted and paged on the store (see core/schemas/plot-search.ts for the rules). */
  search(query: PlotSearchQuery): Promise<PlotPage>;
  /** Available plots, featured ones first, then newest first. */
  featured(limit: number): Promise<Plot[]>;
  get(id: string): Promise<Plot | null>;
  create(record: PlotRecord): Promise<Plot>;
  update(id: string, record: Partial<PlotRecord>): Promise<Plot | null>;
  delete(id: string): Promise<boolean>;
  count(): Promise<number>;
  /** Every image public id referenced by a plot (for the orphan-image cleanup). */
  imagePublicIds(): Promise<string[]>;
  /** Every plot, in a few fields, newest first (the sitemap). */
  summaries(): Promise<PlotSummary[]>;
  /** Every plot of a venture, in the few fields of its layout, by plot number as people count ('2' before '10'; core/plot-number.ts) then id. */
  byVenture(ventureId: string): Promise<VenturePlotRecord[]>;
  /**
   * Gives every plot of `ids` the status, in one transaction (SQLite) or batch (Firestore), with a
   * status-history entry for each plot whose status or reservation changes (its time the store's).
   * A plot already so is left as it is (no entry); ids of no plot are returned as `missing` and
   * nothing else changes for them. Returns the plots as they are after.
   */
  setStatuses(ids: readonly string[], set: PlotStatusSet, by: HistoryActor | null): Promise<{ plots: Plot[]; missing: string[] }>;
  /** A plot's status changes, oldest first; kept after the plot is deleted. */
  statusHistory(plotId: string): Promise<PlotStatusEntry[]>;
  /** Ids of the reserved plots whose last day is before `today` (YYYY-MM-DD, India). */
  expiredReservations(today: string): Promise<string[]>;
}

/** A venture to store: its data (the layout is written apart). */
export type NewVenture = TeluguOptional<VentureData, (typeof VENTURE_TELUGU_FIELDS)[number]>;

/** What the sitemap and the og image need of every venture. */
interface VentureSummaryRecord {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string | null;
}

export interface VentureRepository {
  /** By name (A→Z, case-insensitive). */
  list(): Promise<Venture[]>;
  get(id: string): Promise<Venture | null>;
  /** A new venture has no plan and an empty layout at version 0. */
  create(input: NewVenture): Promise<Venture>;
  /** Replaces the venture's data (never its layout); null for a missing id. */
  update(id: string, input: NewVenture): Promise<Venture | null>;
  /**
   * Deletes the venture and its layout, in one transaction/batch with its plots' unlinking: they
   * stay, with no venture and no plot number. How many were unlinked; null for a missing id.
   */
  delete(id: string): Promise<{ unlinkedPlots: number } | null>;
  /** The layout's version and shapes; null for a missing venture. */
  layout(id: string): Promise<Layout | null>;
  /**
   * Saves the shapes when the stored version is `expectedVersion` (compare-and-set, atomically),
   * and adds one to the version; 'stale' when someone saved since; null for a missing venture.
   */
  saveLayout(id: string, expectedVersion: number, shapes: readonly LayoutShape[]): Promise<{ version: number } | 'stale' | null>;
  /** Sets the plan image (the version goes up by one); the image it replaces, for its file to be deleted. */
  setLayoutImage(id: string, image: LayoutImage): Promise<{ previous: LayoutImage | null; version: number } | null>;
  /** Every image public id a venture references (its photos and its plan): the orphan-image cleanup keeps them. */
  imagePublicIds(): Promise<string[]>;
  /** Every venture, in a few fields (the sitemap). */
  summaries(): Promise<VentureSummaryRecord[]>;
}

export interface NewLead {
  name: string;
  phone: string;
  email: string;
  source: LeadSource;
  details?: LeadDetails | null;
  /** Where it came from (core compactOrigin: no undefined parts); null when unknown. */
  origin?: LeadOrigin | null;
}
/** The fields of a new lead, the list both stores write a lead by (the store adds status 'new'). */
export const NEW_LEAD_FIELDS = everyField<NewLead>()(['name', 'phone', 'email', 'source', 'details', 'origin']);

/** An admin's change to a lead; every part optional (null clears it). */
interface LeadChange {
  status?: string;
  followUpDate?: string | null;
  assignedTo?: string | null;
  /** The site visit, kept in the lead's details (visitDate, visitSlot); null removes it. */
  visit?: SiteVisit | null;
  /** Set firstResponseAt to the store's time, unless it is set already (the lead's first answer). */
  respond?: boolean;
}

export interface LeadRepository {
  /** Stored with status 'new', no follow-up, nobody assigned, and a server timestamp. */
  create(lead: NewLead): Promise<Lead>;
  /** Newest first. */
  list(options?: { limit?: number }): Promise<Lead[]>;
  get(id: string): Promise<Lead | null>;
  /**
   * Applies the change (updatedAt set) and adds the history entries (their time the store's),
   * all or nothing; null, writing nothing, when there is no such lead.
   */
  update(id: string, change: LeadChange, history: readonly NewLeadHistoryEntry[]): Promise<Lead | null>;
  /**
   * A short text that changes whenever the list of leads does (a lead created, changed or
   * deleted): how many there are and the latest creation and change times. Cheap — the board's
   * 5 s poll answers 304 on it without reading every lead.
   */
  changeMark(): Promise<string>;
  /** The stored history of a lead, oldest first; kept after the lead is deleted. */
  history(id: string): Promise<LeadHistoryEntry[]>;
  delete(id: string): Promise<boolean>;
  count(filter?: { status?: string }): Promise<number>;
  /** How many leads name each plot (their details' `plotId` or `plotIds`); a plot no lead names is 0. */
  enquiryCounts(plotIds: readonly string[]): Promise<Record<string, number>>;
}

export interface BlogRepository {
  /** Newest first. */
  list(): Promise<Blog[]>;
  get(id: string): Promise<Blog | null>;
  create(input: NewBlog): Promise<Blog>;
  /** Replaces the post; Telugu texts left out are stored blank. */
  update(id: string, input: NewBlog): Promise<Blog | null>;
  delete(id: string): Promise<boolean>;
  count(): Promise<number>;
}

export interface SubscriberRepository {
  /**
   * Adds an address once, unconfirmed, in the language of the page it came from; a second add of
   * the same address (any case) changes nothing (its language stays the first one).
   */
  add(email: string, language: Language): Promise<{ subscriber: Subscriber; created: boolean }>;
  get(id: string): Promise<Subscriber | null>;
  /** Newest first. */
  list(): Promise<Subscriber[]>;
  count(): Promise<number>;
  /** Confirms the address (confirmedAt: now); confirming again keeps the first time. Null for none. */
  confirm(id: string): Promise<Subscriber | null>;
  /** Notes a mail sent to it (lastMailAt: now). Null for none. */
  markMailed(id: string): Promise<Subscriber | null>;
  /** Notes that mail to it fails for good (bouncingSince: now, unless already set): its alerts are no longer sent. */
  markBouncing(id: string): Promise<Subscriber | null>;
  /** Removes the subscriber and every alert of theirs, in one transaction; false when there was none. */
  remove(id: string): Promise<boolean>;
}

/** What adding an alert did: made it, found the same one there already, or found the address full. */
type AlertAddOutcome =
  | { outcome: 'created' | 'exists'; alert: Alert }
  | { outcome: 'full' | 'noSubscriber'; alert: null };

/**
 * What each subscriber follows (core/schemas/alerts.ts), at most ALERTS_PER_ADDRESS_MAX each. The
 * same alert twice (kind and target, core alertTargetKey) is one alert.
 */
export interface AlertRepository {
  /** Adds an alert to a subscriber, unless they follow it already or follow the maximum: atomically. */
  add(subscriberId: string, spec: AlertSpec, cadence: AlertCadence): Promise<AlertAddOutcome>;
  /** A subscriber's alerts, oldest first. */
  listOf(subscriberId: string): Promise<Alert[]>;
  /** Every alert, by subscriber, each subscriber's oldest first (the back office). */
  list(): Promise<Alert[]>;
  /** Changes how often an alert of this subscriber is sent; null when they have no such alert. */
  setCadence(subscriberId: string, alertId: string, cadence: AlertCadence): Promise<Alert | null>;
  /** Removes one alert of this subscriber; false when they have no such alert. */
  remove(subscriberId: string, alertId: string): Promise<boolean>;
  /**
   * The sender's read: every alert of a kind whose subscriber confirmed and is not bouncing, with
   * the address and language to mail, in one query (10,000 saved searches are read and matched in
   * well under 200 ms).
   */
  deliverable(kind: AlertKind): Promise<DeliverableAlert[]>;
}

export interface SettingsRepository {
  get(): Promise<SiteSettings | null>;
  put(settings: SiteSettings): Promise<SiteSettings>;
  /** When the settings were last put (ISO), or null before the first time. */
  updatedAt(): Promise<string | null>;
}

/**
 * Counters kept by the event handlers (events/) and recomputed by the reconcile job (jobs/).
 * Events are delivered at least once (Cloud triggers retry), so `apply` is idempotent by event
 * id: the id is recorded in `processed_events` in the same transaction as the counter change.
 */
export interface StatsRepository {
  /** The counters; all 0 before anything was counted. */
  get(): Promise<Stats>;
  /**
   * Adds the (whole, possibly negative) deltas and records `eventId`, atomically. Returns false,
   * changing nothing, when that event id was applied before. Empty deltas still record the id.
   */
  apply(eventId: string, deltas: StatDeltas): Promise<boolean>;
  /** Overwrites the counters (reconciliation). Recorded event ids stay. */
  set(values: Stats): Promise<void>;
  /** Forgets event ids recorded before `before` (no redelivery comes that late); returns how many. */
  pruneProcessedEvents(before: Date): Promise<number>;
  /**
   * Each venture's plots by status (the /ventures list), kept like the counters: `applyVenture`
   * adds deltas per venture and records the event id in the same transaction (a repeated id
   * changes nothing); `setVentureCounts` overwrites (reconciliation); `ventureCounts` reads (a
   * venture never counted reads all 0).
   */
  applyVenture(eventId: string, deltas: Readonly<Record<string, Partial<StatusCounts>>>): Promise<boolean>;
  ventureCounts(ventureIds: readonly string[]): Promise<Record<string, StatusCounts>>;
  setVentureCounts(ventureId: string, counts: StatusCounts): Promise<void>;
}

/** One plot's enquiries on one India day: what the reconcile job overwrites the kept ones with. */
export interface DayEnquiries {
  plotId: string;
  day: string;
  enquiries: number;
}

/**
 * Interest per listing (core/interest.ts): per plot and India day, views, WhatsApp and call taps
 * and enquiries. Kept like the dashboard counters: `apply` records its event id (under a name of
 * its own, so the same lead event counts here and in `stats` once each) in the same transaction
 * or batch as the increments.
 */
export interface InterestRepository {
  /** Adds the deltas and records `eventId`, atomically; false, changing nothing, for an id applied before. */
  apply(eventId: string, deltas: readonly InterestDelta[]): Promise<boolean>;
  /** Each plot's figures over the 30 days ending `today` (a plot never counted: all 0). */
  totals(plotIds: readonly string[], today: string): Promise<Record<string, PlotInterest>>;
  /** The figures of every plot with a count in the 30 days ending `today` (the dashboard's lists). */
  recent(today: string): Promise<Record<string, PlotInterest>>;
  /** Overwrites the enquiries of every day from `fromDay` on: those of `counts`, 0 for the rest; views and taps stay. */
  setEnquiries(fromDay: string, counts: readonly DayEnquiries[]): Promise<void>;
}

/** Small named values the system keeps for itself (e.g. the demo-seed marker). */
export interface MetaRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  /**
   * Sets the value only if the key has none, atomically: true for the one caller that did, false
   * for every other (concurrent or later). What makes a side effect happen once (a lead's notice).
   */
  claim(key: string, value: string): Promise<boolean>;
  /** Forgets a key (a claim given back after the work failed). Nothing happens when it has no value. */
  delete(key: string): Promise<void>;
  /**
   * Forgets every key from `from` (included) up to `to` (excluded), in the keys' text order (of
   * their code points: keys of dates sort by date); how many. Prunes claims made per day.
   */
  deleteRange(from: string, to: string): Promise<number>;
}

/** An alert mail to send (features/alerts): one subscriber, one alert, one event. */
export interface NewAlertOutboxItem {
  /** Unique: the same event for the same alert is enqueued once, however often it is delivered ('{eventId}:{alertId}'). */
  dedupeKey: string;
  subscriberId: string;
  alertId: string;
  kind: AlertItemKind;
  /** What the mail says (core/schemas/alert-item.ts), as JSON. */
  payload: string;
  /** When it may be sent (ISO): now for an alert as it happens, the next 08:00 India time for the daily summary. */
  dueAt: string;
  /** Whether it goes in the subscriber's daily summary rather than a mail of its own. */
  daily: boolean;
}

/** pending: to send (again); sent: done, kept a while so a repeat is known; failed: given up (a bounce, or too many tries). */
export const ALERT_OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type AlertOutboxState = (typeof ALERT_OUTBOX_STATES)[number];

export interface AlertOutboxItem extends NewAlertOutboxItem {
  id: string;
  state: AlertOutboxState;
  /** How many times it was claimed. */
  attempts: number;
  /** Why the last try failed ('' for none). */
  lastError: string;
  createdAt: string;
  /** When it was sent or given up (ISO), null while pending. */
  finishedAt: string | null;
  /**
   * When a drainer said it was about to send it (ISO), null otherwise. Claimed again with this
   * set, the item may have gone out before its drainer died: a drainer marks it sent rather than
   * risk a second mail. A retry clears it.
   */
  sendingAt: string | null;
}

/** An item held by one drainer: `lease` proves it (a drainer whose lease ran out and was taken over cannot mark it). */
export interface ClaimedAlertOutboxItem extends AlertOutboxItem {
  lease: string;
}

/** Who holds an item: its id and the lease of the claim. */
type AlertOutboxClaim = Pick<ClaimedAlertOutboxItem, 'id' | 'lease'>;

/**
 * The persistent queue of alert mails, both stores. An item is claimable while pending and
 * available: due, and not leased or its lease run out. A claim leases it for `leaseMs` (a
 * drainer that crashes loses nothing: the lease runs out and the item is claimed again), and no
 * two claims ever hold the same item at once. Every finishing write names the lease and changes
 * nothing (false) when that lease is no longer the item's. Times are the caller's (`now`).
 */
export interface AlertOutboxRepository {
  /** Adds the items whose dedupe key is new (the others change nothing); how many were added. */
  enqueue(items: readonly NewAlertOutboxItem[]): Promise<number>;
  /** Up to `limit` available items, those available longest first, each leased until now + leaseMs; returned by due time. */
  claim(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedAlertOutboxItem[]>;
  /** About to send: sets sendingAt (see there). */
  markSending(claim: AlertOutboxClaim, now: Date): Promise<boolean>;
  /** Sent: finished, kept until pruned. */
  markSent(claim: AlertOutboxClaim, now: Date): Promise<boolean>;
  /** Back to pending, available again at `at`, with the error; sendingAt cleared (it did not go). */
  retryLater(claim: AlertOutboxClaim, at: Date, error: string): Promise<boolean>;
  /** Given up for good, with the error. */
  markFailed(claim: AlertOutboxClaim, now: Date, error: string): Promise<boolean>;
  /** The items in a state (all when none is given), oldest first: for the back office and tests. */
  list(filter?: { state?: AlertOutboxState }): Promise<AlertOutboxItem[]>;
  /** How many items whose dedupe key starts with `prefix` are in each state: one post's news mails ('news:{post}:'). */
  countByKeyPrefix(prefix: string): Promise<Record<AlertOutboxState, number>>;
  /** Forgets the sent and failed items finished before `before`; how many. */
  prune(before: Date): Promise<number>;
}

/** A plot a venture's move to the bin unlinked, with the number it had there. */
interface UnlinkedPlot {
  plotId: string;
  plotNumber: string;
}

/**
 * What an item's move to the bin undid, for its restore to put back: a plot's shapes on its
 * venture's layout; a venture's plots (absent in entries binned before ventures could be).
 */
export interface BinLinks {
  layoutShapeIds: string[];
  venturePlots?: UnlinkedPlot[];
}

/** An item in the bin (docs/decisions/020-bin.md): the whole item is kept beside these. */
export interface BinEntry {
  kind: BinKind;
  /** The item's own id, kept for its restore. */
  id: string;
  /** What the bin list calls it (a plot's title). */
  title: string;
  /** ISO, the store's clock. */
  deletedAt: string;
  deletedBy: HistoryActor | null;
  /** The images it shows: deleted from the image store only when it leaves the bin for good. */
  imagePublicIds: string[];
  links: BinLinks;
}

/**
 * The bin: deleted items kept whole for 30 days, out of every other read (public and admin alike,
 * because they are no longer in their collection). A move in and a move out are each one
 * transaction (SQLite: one batch; Firestore: one transaction): the item is never in both places
 * nor in neither.
 */
export interface BinRepository {
  /**
   * Moves the plot into the bin (its number in its venture given up, its status history kept where
   * it is); null, changing nothing, when there is no such plot.
   */
  binPlot(id: string, by: HistoryActor | null, links: BinLinks): Promise<{ entry: BinEntry; plot: Plot } | null>;
  /**
   * Puts the plot back as it was (same id, times and photos) and takes it out of the bin; null when
   * the bin holds no such plot. `withoutVenture`: it comes back in no venture (its venture is gone).
   * Throws PlotNumberTakenError, changing nothing, when another plot of its venture took its number.
   */
  restorePlot(id: string, options: { withoutVenture: boolean }): Promise<Plot | null>;
  /** Moves the post into the bin; null, changing nothing, when there is no such post. */
  binBlog(id: string, by: HistoryActor | null): Promise<{ entry: BinEntry; blog: Blog } | null>;
  /** Puts the post back as it was (same id and times) and takes it out of the bin; null when the bin holds no such post. */
  restoreBlog(id: string): Promise<Blog | null>;
  /** Moves the region into the bin (its price history stays where it is); null, changing nothing, when there is no such region. */
  binRegion(id: string, by: HistoryActor | null): Promise<{ entry: BinEntry; region: Region } | null>;
  /** Puts the region back as it was and takes it out of the bin; null when the bin holds no such region. */
  restoreRegion(id: string): Promise<Region | null>;
  /** Moves the lead into the bin (its history stays where it is); null, changing nothing, when there is no such lead. */
  binLead(id: string, by: HistoryActor | null): Promise<{ entry: BinEntry; lead: Lead } | null>;
  /** Puts the lead back as it was and takes it out of the bin; null when the bin holds no such lead. */
  restoreLead(id: string): Promise<Lead | null>;
  /**
   * Moves the venture into the bin with its layout (shapes and plan) and photos; its plots stay,
   * unlinked, and their numbers are given up (`links.venturePlots` keeps them). Null, changing
   * nothing, when there is no such venture.
   */
  binVenture(id: string, by: HistoryActor | null): Promise<{ entry: BinEntry; venture: Venture } | null>;
  /**
   * Puts the venture back as it was (same id, times, photos, layout) and takes it out of the bin;
   * each plot it unlinked that is still in no venture is linked again with its number. Null when
   * the bin holds no such venture.
   */
  restoreVenture(id: string): Promise<{ venture: Venture; relinkedPlots: number } | null>;
  /** What the bin holds of a plot kept whole: its venture and number (for the restore's checks). */
  binnedPlot(id: string): Promise<Plot | null>;
  /** Newest deleted first. */
  list(): Promise<BinEntry[]>;
  get(kind: BinKind, id: string): Promise<BinEntry | null>;
  /** Removes the item for good; what it was, or null when the bin holds no such item (a second purge). */
  remove(kind: BinKind, id: string): Promise<BinEntry | null>;
  /** The items deleted before `before`, oldest first (the daily purge). */
  deletedBefore(before: Date): Promise<BinEntry[]>;
  /** Every image public id a binned item shows (the orphan-image cleanup keeps them). */
  imagePublicIds(): Promise<string[]>;
}

/**
 * The activity trail (core/activity.ts; decision 021): append-only, nothing changes an entry; only
 * the daily prune removes those older than two years.
 */
export interface ActivityRepository {
  /** Appends the entry with its id and the store's time; what was stored. */
  record(entry: NewActivityEntry): Promise<ActivityEntry>;
  /** Newest first (time, then id), matching every filter given, older than `before` (a cursor) when given. */
  list(query: ActivityQuery): Promise<ActivityEntry[]>;
  /** Removes the entries written before `before`; how many. */
  prune(before: Date): Promise<number>;
}

export interface Store {
  regions: RegionRepository;
  plots: PlotRepository;
  ventures: VentureRepository;
  leads: LeadRepository;
  blogs: BlogRepository;
  subscribers: SubscriberRepository;
  alerts: AlertRepository;
  settings: SettingsRepository;
  meta: MetaRepository;
  stats: StatsRepository;
  alertOutbox: AlertOutboxRepository;
  interest: InterestRepository;
  bin: BinRepository;
  activity: ActivityRepository;
  /** Releases connections. Idempotent. */
  close(): Promise<void>;
}
