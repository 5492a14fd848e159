import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
  type SetOptions,
} from 'firebase-admin/firestore';
import { LAYOUT_AUTHORITIES, PLOT_CATEGORIES, PLOT_TYPES, PRICE_UNITS, ROAD_FACINGS } from '../../../core/constants';
import { LAYOUT_SHAPE_KINDS, VENTURE_SALE_STATUSES } from '../../../core/venture-constants';
import { documentsVerified, storedDocumentChecks, type DocumentChecks } from '../../../core/document-checks';
import { everyField } from '../../../core/every-field';
import { LEAD_SOURCES } from '../../../core/lead-status';
import { withCoverImage } from '../../../core/plot-images';
import { readPlotStatus } from '../../../core/plot-status';
import { priceUnitFor, totalPriceRupees } from '../../../core/price';
import { BLOG_INPUT_FIELDS, type Blog } from '../../../core/schemas/blog';
import { compactOrigin, leadOriginSchema, plotIdsNamedBy, type Lead, type LeadDetails, type LeadOrigin } from '../../../core/schemas/lead';
import { LEAD_HISTORY_KINDS, type LeadHistoryEntry } from '../../../core/schemas/lead-history';
import type { Plot, PlotImage } from '../../../core/schemas/plot';
import { PRICE_ENTRY_SOURCES, type PriceEntry } from '../../../core/schemas/price-history';
import { REGION_PRICE_FIELDS, type RegionPrices } from '../../../core/region-prices';
import { REGION_INPUT_FIELDS, type Region } from '../../../core/schemas/region';
import { SETTINGS_TEXT_FIELDS, SOCIAL_LINK_FIELDS, withSettingsDefaults, type SiteSettings } from '../../../core/schemas/settings';
import type { Subscriber } from '../../../core/schemas/subscriber';
import { ALERT_CADENCES, type DeliverableAlert } from '../../../core/schemas/alerts';
import { LANGUAGES } from '../../../core/languages';
import { storedAlertSpec } from '../alert-spec';
import { perStat, STAT_NAMES, type Stats } from '../../../core/stats';
import { INTEREST_COUNTS, type InterestCounts } from '../../../core/interest';
import {
  plotDefaultsSchema,
  VENTURE_INPUT_FIELDS,
  type LayoutImage,
  type LayoutShape,
  type PlotDefaults,
  type Venture,
} from '../../../core/schemas/venture';
import { ALERT_ITEM_KINDS } from '../../../core/schemas/alert-item';
import { NEW_LEAD_FIELDS, PLOT_RECORD_FIELDS, type BinEntry, type BinLinks, type ClaimedAlertOutboxItem, type PlotStatusEntry } from '../../../ports/store';
import { BIN_KINDS } from '../../../core/bin';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS, type ActivityEntry, type ActivityQuery } from '../../../core/activity';
import { COUNT_FIELDS, perCountField, type CountField } from '../venture-counts';

/**
 * The one place where domain objects meet Firestore documents.
 *
 * - The id lives in the document id, never in the document.
 * - The port speaks ISO strings; documents hold Timestamps. Writers may pass a FieldValue
 *   (serverTimestamp) instead of a string.
 * - Strict on write: a full write (set without merge) must carry every field, so every stored
 *   document has every field (Firestore sorts and filters missing fields surprisingly).
 * - Lenient on read: documents written by older versions may lack fields or hold odd values;
 *   they read with defaults instead of throwing, so one bad document never breaks a list.
 */

type Model<T> = Omit<T, 'id'>;

interface DocumentShape<T> {
  kind: string;
  /** Every stored field: a full write must provide each. */
  fields: readonly (keyof Model<T> & string)[];
  /** Fields stored as Timestamps (ISO strings in the model). */
  timeFields: readonly (keyof Model<T> & string)[];
  /** Fields stored otherwise than the model holds them (Firestore cannot hold an array in an array). */
  encode?: { readonly [K in keyof Model<T>]?: (value: Model<T>[K]) => unknown };
  /** Fields stored beside the model's for queries, derived from it; written with the fields they come from. */
  derive?: (model: Record<string, unknown>) => DocumentData;
}

function makeConverter<T extends { id: string }>(
  shape: DocumentShape<T>,
  read: (data: DocumentData, snapshot: DocumentSnapshot) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore(model: PartialWithFieldValue<T>, options?: SetOptions): DocumentData {
      return toDocument(shape, model as Record<string, unknown>, isPartial(options));
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      return read(snapshot.data(), snapshot);
    },
  };
}

function isPartial(options: SetOptions | undefined): boolean {
  return options !== undefined && ('merge' in options ? options.merge === true : 'mergeFields' in options);
}

function toDocument<T>(shape: DocumentShape<T>, model: Record<string, unknown>, partial: boolean): DocumentData {
  const document: DocumentData = {};
  for (const field of shape.fields) {
    const value = model[field];
    if (value === undefined) {
      if (partial) continue;
      throw new Error(`Cannot write ${shape.kind}: field "${field}" is missing`);
    }
    const encode = shape.encode?.[field] as ((value: unknown) => unknown) | undefined;
    document[field] = shape.timeFields.includes(field) ? toStoredTime(value, `${shape.kind}.${field}`) : encode && !(value instanceof FieldValue) ? encode(value) : value;
  }
  return { ...document, ...shape.derive?.(model) };
}

/** ISO string | Date | Timestamp | FieldValue | null → what Firestore stores. */
function toStoredTime(value: unknown, name: string): unknown {
  if (value === null || value instanceof Timestamp || value instanceof FieldValue) return value;
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) throw new Error(`Cannot write ${name}: "${value}" is not a date`);
    return Timestamp.fromMillis(ms);
  }
  throw new Error(`Cannot write ${name}: not a date`);
}

// ---------------------------------------------------------------------------------------------
// Lenient readers

/** A stored time as an ISO string, or null when absent/unreadable. Accepts what older versions wrote. */
function readTime(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  // A Timestamp-like object from another copy of the SDK ({ seconds, nanoseconds } / toDate()).
  if (value !== null && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
  }
  return null;
}

/** createdAt, falling back to the document's own create time, then to the epoch. */
function readCreatedAt(data: DocumentData, snapshot: Pick<DocumentSnapshot, 'createTime'>): string {
  return readTime(data.createdAt) ?? readTime(snapshot.createTime) ?? new Date(0).toISOString();
}

function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

function readNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** Each listed field as text ('' when absent): what older documents lack reads as blank. */
function readStrings<K extends string>(record: Record<string, unknown>, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, readString(record[field])])) as Record<K, string>;
}

function readEnum<const E extends string>(value: unknown, allowed: readonly E[], fallback: E): E {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as E) : fallback;
}

function readStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function dataOf(snapshot: DocumentSnapshot, kind: string): DocumentData {
  const data = snapshot.data();
  if (data === undefined) throw new Error(`${kind} ${snapshot.id} does not exist`);
  return data;
}

// ---------------------------------------------------------------------------------------------
// Plots

const PLOT_FIELDS = everyField<Model<Plot>>()([...PLOT_RECORD_FIELDS, 'createdAt', 'updatedAt']);

function readPlot(data: DocumentData, snapshot: Pick<DocumentSnapshot, 'id' | 'createTime'>): Plot {
  const area = readNumber(data.area);
  const pricePerSqYard = readNumber(data.pricePerSqYard);
  const price = readNumber(data.price, totalPriceRupees(area, pricePerSqYard));
  // Older documents kept latitude/longitude at the top level.
  const coordinates = readRecord(data.coordinates);
  const plot: Plot = {
    id: snapshot.id,
    title: readString(data.title),
    // Documents from before the Telugu site lack the Telugu texts: they read as '' (none).
    titleTe: readString(data.titleTe),
    location: readString(data.location),
    type: readEnum(data.type, PLOT_TYPES, 'Residential'),
    category: readEnum(data.category, PLOT_CATEGORIES, 'residential'),
    pricePerSqYard,
    area,
    roadWidth: readNumber(data.roadWidth),
    roadFacing: readEnum(data.roadFacing, ROAD_FACINGS, 'North'),
    status: readPlotStatus(data.status),
    features: readStringList(data.features),
    description: readString(data.description),
    descriptionTe: readString(data.descriptionTe),
    imageUrl: readString(data.imageUrl),
    imagePublicId: readString(data.imagePublicId),
    coordinates: {
      latitude: readNumber(coordinates.latitude ?? data.latitude),
      longitude: readNumber(coordinates.longitude ?? data.longitude),
    },
    featured: data.featured === true,
    images: readPlotImages(data.images),
    ventureName: readString(data.ventureName),
    layoutAuthority: readEnum(data.layoutAuthority, LAYOUT_AUTHORITIES, 'APCRDA'),
    layoutPermitNumber: readString(data.layoutPermitNumber),
    reraNumber: readString(data.reraNumber),
    surveyNumbers: readStringList(data.surveyNumbers),
    developmentChargesPerSqYard: readNumber(data.developmentChargesPerSqYard),
    premiumPerSqYard: readNumber(data.premiumPerSqYard),
    // Documents from before ventures: no venture, no number, no reservation.
    ventureId: readString(data.ventureId),
    plotNumber: readString(data.plotNumber),
    reservedUntil: readString(data.reservedUntil),
    // Documents from before "documents we checked" have none.
    documents: storedDocumentChecks(data.documents),
    price,
    priceUnit: readEnum(data.priceUnit, PRICE_UNITS, priceUnitFor(price)),
    createdAt: readCreatedAt(data, snapshot),
    updatedAt: readTime(data.updatedAt),
  };
  // Documents from before the gallery hold one imageUrl and no list: that image is their one photo.
  return withCoverImage(plot);
}

/** The stored photos that have a URL; anything else in the list is skipped. */
function readPlotImages(value: unknown): PlotImage[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(readRecord)
    .filter((image) => typeof image.url === 'string' && image.url.length > 0)
    .map((image) => ({ url: readString(image.url), publicId: readString(image.publicId), alt: readString(image.alt) }));
}

/**
 * Whether the plot's own title papers are all checked (core/document-checks.ts), stored at the top
 * of the plot beside `documents` for the search's equality filter; written with the checks. A plot
 * stored before it lacks the field, which `== true` never matches: it has no checks either.
 */
export const DOCUMENTS_VERIFIED = 'documentsVerified';

export const plotConverter: FirestoreDataConverter<Plot> = makeConverter<Plot>(
  {
    kind: 'plot',
    fields: PLOT_FIELDS,
    timeFields: ['createdAt', 'updatedAt'],
    derive: (model) => (model.documents === undefined ? {} : { [DOCUMENTS_VERIFIED]: documentsVerified(model.documents as DocumentChecks) }),
  },
  readPlot,
);

/** For triggers: the domain object of a snapshot delivered by a Firestore trigger (event.data). */
export function plotFromSnapshot(snapshot: DocumentSnapshot): Plot {
  return readPlot(dataOf(snapshot, 'plot'), snapshot);
}

/** A plot's document kept apart from its collection (the bin's `data`), read as the collection's are. */
export function plotFromData(id: string, data: DocumentData): Plot {
  return readPlot(data, apart(id));
}

/** A post's document kept apart from its collection (the bin's `data`). */
export function blogFromData(id: string, data: DocumentData): Blog {
  return readBlog(data, apart(id));
}

/** A region's document kept apart from its collection (the bin's `data`). */
export function regionFromData(id: string, data: DocumentData): Region {
  return readRegion(data, apart(id));
}

/** A venture's document kept apart from its collection (the bin's `data`). */
export function ventureFromData(id: string, data: DocumentData): Venture {
  return readVenture(data, apart(id));
}

/** A lead's document kept apart from its collection (the bin's `data`). */
export function leadFromData(id: string, data: DocumentData): Lead {
  return readLead(data, apart(id));
}

/** What the readers take of a snapshot, for a document kept apart (its create time unknown: its createdAt is there). */
function apart(id: string): Pick<DocumentSnapshot, 'id' | 'createTime'> {
  return { id, createTime: undefined as unknown as DocumentSnapshot['createTime'] };
}

// ---------------------------------------------------------------------------------------------
// The activity trail (activity-repository.ts)

/**
 * The filters of the trail's list a document answers to, one text per combination of its actor,
 * kind, item and day (15), stored as `filters`: any filtered page is then one array-contains on it,
 * ordered by `cursor`, and one composite index serves every combination.
 */
function activityFilterKeys(entry: Pick<ActivityQuery, 'actorId' | 'kind' | 'itemId' | 'day'>): string[] {
  const parts = activityFilterParts(entry);
  const keys: string[] = [];
  for (let mask = 1; mask < 1 << parts.length; mask += 1) {
    keys.push(parts.filter((_, index) => (mask & (1 << index)) !== 0).join('|'));
  }
  return keys;
}

/** The one key of a query's filters (as activityFilterKeys wrote it), or null when it filters nothing. */
export function activityFilterKey(query: Pick<ActivityQuery, 'actorId' | 'kind' | 'itemId' | 'day'>): string | null {
  const parts = activityFilterParts(query);
  return parts.length === 0 ? null : parts.join('|');
}

function activityFilterParts({ actorId, kind, itemId, day }: Pick<ActivityQuery, 'actorId' | 'kind' | 'itemId' | 'day'>): string[] {
  const parts: [string, string | undefined][] = [['a', actorId], ['k', kind], ['i', itemId], ['d', day]];
  return parts.filter((part): part is [string, string] => part[1] !== undefined).map(([name, value]) => `${name}:${value}`);
}

export const activityConverter: FirestoreDataConverter<ActivityEntry> = makeConverter<ActivityEntry>(
  {
    kind: 'activity entry',
    fields: ['at', 'day', 'cursor', 'actor', 'ip', 'kind', 'itemId', 'itemTitle', 'action', 'changes'],
    timeFields: ['at'],
    derive: (model) => {
      const actor = readRecord(model.actor);
      return { filters: activityFilterKeys({ actorId: readString(actor.id), kind: readEnum(model.kind, ACTIVITY_KINDS, 'plot'), itemId: readString(model.itemId), day: readString(model.day) }) };
    },
  },
  (data, snapshot) => {
    const actor = readRecord(data.actor);
    return {
      id: snapshot.id,
      at: readCreatedAt({ createdAt: data.at }, snapshot),
      day: readString(data.day),
      cursor: readString(data.cursor),
      actor: { id: readString(actor.id), email: readString(actor.email) },
      ip: readString(data.ip),
      kind: readEnum(data.kind, ACTIVITY_KINDS, 'plot'),
      itemId: readString(data.itemId),
      itemTitle: readString(data.itemTitle),
      action: readEnum(data.action, ACTIVITY_ACTIONS, 'updated'),
      changes: Array.isArray(data.changes)
        ? data.changes.map((change) => readRecord(change)).map((change) => ({ field: readString(change.field), before: readString(change.before), after: readString(change.after) }))
        : [],
    };
  },
);

// ---------------------------------------------------------------------------------------------
// The bin (bin-repository.ts)

/** bin/{kind}_{itemId}: an item in the bin, its document as its collection held it in `data`. */
export interface BinDocument extends Omit<BinEntry, 'id'> {
  id: string;
  itemId: string;
  data: DocumentData;
}

export const binConverter: FirestoreDataConverter<BinDocument> = makeConverter<BinDocument>(
  { kind: 'bin entry', fields: ['kind', 'itemId', 'title', 'deletedAt', 'deletedBy', 'imagePublicIds', 'links', 'data'], timeFields: ['deletedAt'] },
  (data, snapshot) => {
    const by = readRecord(data.deletedBy);
    return {
      id: snapshot.id,
      kind: readEnum(data.kind, BIN_KINDS, 'plot'),
      itemId: readString(data.itemId),
      title: readString(data.title),
      deletedAt: readCreatedAt({ createdAt: data.deletedAt }, snapshot),
      deletedBy: typeof by.id === 'string' && typeof by.email === 'string' ? { id: by.id, email: by.email } : null,
      imagePublicIds: readStringList(data.imagePublicIds),
      links: readBinLinks(data.links),
      data: readRecord(data.data),
    };
  },
);

/** What a move to the bin undid: shape ids, and a venture's plots with their numbers (only when it has some). */
function readBinLinks(value: unknown): BinLinks {
  const links = readRecord(value);
  const layoutShapeIds = readStringList(links.layoutShapeIds);
  if (!Array.isArray(links.venturePlots)) return { layoutShapeIds };
  const venturePlots = links.venturePlots.map(readRecord).map((plot) => ({ plotId: readString(plot.plotId), plotNumber: readString(plot.plotNumber) }));
  return { layoutShapeIds, venturePlots: venturePlots.filter((plot) => plot.plotId !== '') };
}

/** The port's entry of a bin document: the item's id, without the item itself. */
export function binEntryOf(document: BinDocument): BinEntry {
  const { itemId, kind, title, deletedAt, deletedBy, imagePublicIds, links } = document;
  return { kind, id: itemId, title, deletedAt, deletedBy, imagePublicIds, links };
}

/** For triggers: the bin entry of a snapshot delivered by a Firestore trigger (event.data). */
export function binEntryFromSnapshot(snapshot: DocumentSnapshot): BinEntry {
  return binEntryOf(binConverter.fromFirestore(snapshot as QueryDocumentSnapshot));
}

// ---------------------------------------------------------------------------------------------
// Leads (collection contactSubmissions)

const LEAD_FIELDS = everyField<Model<Lead>>()([...NEW_LEAD_FIELDS, 'status', 'followUpDate', 'assignedTo', 'firstResponseAt', 'createdAt', 'updatedAt']);

const LEAD_DETAIL_FIELDS = ['location', 'area', 'expectedPrice', 'message', 'plotId', 'plotTitle', 'visitDate', 'visitSlot', 'ventureId', 'ventureName'] as const;
const LEAD_DETAIL_LISTS = ['plotIds', 'plotNumbers'] as const;

/**
 * Every plot a lead's details name (`plotId` and `plotIds`), stored at the top of the lead as
 * `namedPlotIds` so that enquiryCounts can find the leads of a plot with array-contains-any (a
 * query on a field inside `details` would serve as well on Firestore, but the test emulator cannot
 * run one). Written with the details, by every write that holds them; leads stored before it get it
 * once (lead-repository.ts).
 */
export const NAMED_PLOT_IDS = 'namedPlotIds';


function readLeadDetails(value: unknown): LeadDetails | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const details: LeadDetails = {};
  if (typeof record.category === 'string' && (PLOT_CATEGORIES as readonly string[]).includes(record.category)) {
    details.category = record.category as NonNullable<LeadDetails['category']>;
  }
  for (const field of LEAD_DETAIL_FIELDS) {
    if (typeof record[field] === 'string') details[field] = record[field];
  }
  for (const field of LEAD_DETAIL_LISTS) {
    if (Array.isArray(record[field])) details[field] = readStringList(record[field]);
  }
  if (record.documentCopies === true) details.documentCopies = true;
  return details;
}

/** A stored origin as the schema allows it; anything else (or nothing) reads as null. */
function readLeadOrigin(value: unknown): LeadOrigin | null {
  const parsed = leadOriginSchema.safeParse(value);
  return parsed.success ? compactOrigin(parsed.data) : null;
}

function readLead(data: DocumentData, snapshot: Pick<DocumentSnapshot, 'id' | 'createTime'>): Lead {
  return {
    id: snapshot.id,
    name: readString(data.name),
    phone: readString(data.phone),
    email: readString(data.email),
    // The status is free text on purpose (core/schemas/lead.ts): an unknown value is kept as
    // stored (and shown in New by boardStatus); only a missing/blank one reads as 'new'.
    status: typeof data.status === 'string' && data.status.length > 0 ? data.status : 'new',
    source: readEnum(data.source, LEAD_SOURCES, 'contact'),
    details: readLeadDetails(data.details),
    origin: readLeadOrigin(data.origin),
    followUpDate: typeof data.followUpDate === 'string' && data.followUpDate ? data.followUpDate : null,
    assignedTo: typeof data.assignedTo === 'string' && data.assignedTo ? data.assignedTo : null,
    firstResponseAt: readTime(data.firstResponseAt),
    createdAt: readCreatedAt(data, snapshot),
    updatedAt: readTime(data.updatedAt),
  };
}

export const leadConverter: FirestoreDataConverter<Lead> = makeConverter<Lead>(
  {
    kind: 'lead',
    fields: LEAD_FIELDS,
    timeFields: ['firstResponseAt', 'createdAt', 'updatedAt'],
    derive: (model) => (model.details === undefined ? {} : { [NAMED_PLOT_IDS]: plotIdsNamedBy(model.details as LeadDetails | null) }),
  },
  readLead,
);

const HISTORY_FIELDS = everyField<Model<LeadHistoryEntry>>()(['leadId', 'at', 'by', 'kind', 'from', 'to', 'text']);

function readHistoryEntry(data: DocumentData, snapshot: DocumentSnapshot): LeadHistoryEntry {
  const by = data.by as { id?: unknown; email?: unknown } | null | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: snapshot.id,
    leadId: readString(data.leadId, snapshot.ref.parent.parent?.id ?? ''),
    at: readTime(data.at) ?? readCreatedAt({}, snapshot),
    by: by && typeof by.id === 'string' && typeof by.email === 'string' ? { id: by.id, email: by.email } : null,
    kind: readEnum(data.kind, LEAD_HISTORY_KINDS, 'note'),
    from: text(data.from),
    to: text(data.to),
    text: text(data.text),
  };
}

/** A lead's history: the subcollection contactSubmissions/{id}/history. */
export const leadHistoryConverter: FirestoreDataConverter<LeadHistoryEntry> = makeConverter<LeadHistoryEntry>(
  { kind: 'lead history entry', fields: HISTORY_FIELDS, timeFields: ['at'] },
  readHistoryEntry,
);

/** For triggers: the domain object of a snapshot delivered by a Firestore trigger (event.data). */
export function leadFromSnapshot(snapshot: DocumentSnapshot): Lead {
  return readLead(dataOf(snapshot, 'lead'), snapshot);
}

// ---------------------------------------------------------------------------------------------
// Blogs

const BLOG_FIELDS = everyField<Model<Blog>>()([...BLOG_INPUT_FIELDS, 'createdAt', 'updatedAt']);

function readBlog(data: DocumentData, snapshot: Pick<DocumentSnapshot, 'id' | 'createTime'>): Blog {
  return {
    id: snapshot.id,
    title: readString(data.title),
    titleTe: readString(data.titleTe),
    category: readString(data.category, 'News'),
    content: readString(data.content),
    contentTe: readString(data.contentTe),
    createdAt: readCreatedAt(data, snapshot),
    updatedAt: readTime(data.updatedAt),
  };
}

export const blogConverter: FirestoreDataConverter<Blog> = makeConverter<Blog>(
  { kind: 'blog', fields: BLOG_FIELDS, timeFields: ['createdAt', 'updatedAt'] },
  readBlog,
);

/** For triggers: the domain object of a snapshot delivered by a Firestore trigger (event.data). */
export function blogFromSnapshot(snapshot: DocumentSnapshot): Blog {
  return readBlog(dataOf(snapshot, 'blog'), snapshot);
}

// ---------------------------------------------------------------------------------------------
// Regions

const REGION_FIELDS = everyField<Model<Region>>()([...REGION_INPUT_FIELDS, 'createdAt', 'updatedAt']);

function readRegion(data: DocumentData, snapshot: Pick<DocumentSnapshot, 'id' | 'createTime'>): Region {
  return {
    id: snapshot.id,
    region: readString(data.region),
    regionTe: readString(data.regionTe),
    ResidentialPriceMin: readNumber(data.ResidentialPriceMin),
    ResidentialPriceMax: readNumber(data.ResidentialPriceMax),
    CommercialPriceMin: readNumber(data.CommercialPriceMin),
    CommercialPriceMax: readNumber(data.CommercialPriceMax),
    // Blank and 0 for a region stored before the village page existed.
    description: readString(data.description),
    descriptionTe: readString(data.descriptionTe),
    latitude: readNumber(data.latitude),
    longitude: readNumber(data.longitude),
    marketValuePerSqYd: readNumber(data.marketValuePerSqYd),
    createdAt: readCreatedAt(data, snapshot),
    updatedAt: readTime(data.updatedAt),
  };
}

export const regionConverter: FirestoreDataConverter<Region> = makeConverter<Region>(
  { kind: 'region', fields: REGION_FIELDS, timeFields: ['createdAt', 'updatedAt'] },
  readRegion,
);

// ---------------------------------------------------------------------------------------------
// Subscribers (document id: a hash of the lowercased email, see subscriber-repository.ts)

export const subscriberConverter: FirestoreDataConverter<Subscriber> = makeConverter<Subscriber>(
  {
    kind: 'subscriber',
    fields: ['email', 'language', 'confirmedAt', 'bouncingSince', 'lastMailAt', 'createdAt'],
    timeFields: ['confirmedAt', 'bouncingSince', 'lastMailAt', 'createdAt'],
  },
  (data, snapshot) => ({
    id: snapshot.id,
    email: readString(data.email).toLowerCase(),
    // Documents from before double opt-in: English, unconfirmed, never mailed.
    language: readEnum(data.language, LANGUAGES, 'en'),
    confirmedAt: readTime(data.confirmedAt),
    bouncingSince: readTime(data.bouncingSince),
    lastMailAt: readTime(data.lastMailAt),
    createdAt: readCreatedAt(data, snapshot),
  }),
);

/**
 * An alert as stored (alerts/{id}, the id a hash of subscriber, kind and target: the same alert
 * twice is one document). Beside the alert it keeps its subscriber's address and language and
 * whether they may be mailed (confirmed, not bouncing), written in the subscriber's own
 * transactions, so the sender's read is one equality query (kind, deliverable) over this collection.
 */
export type AlertDocument = DeliverableAlert & { targetKey: string; deliverable: boolean };

export const alertConverter: FirestoreDataConverter<AlertDocument> = makeConverter<AlertDocument>(
  {
    kind: 'alert',
    fields: ['subscriberId', 'kind', 'target', 'targetKey', 'cadence', 'email', 'language', 'deliverable', 'createdAt'],
    timeFields: ['createdAt'],
  },
  (data, snapshot) => {
    const targetKey = readString(data.targetKey);
    return {
      id: snapshot.id,
      subscriberId: readString(data.subscriberId),
      ...storedAlertSpec(data.kind, data.target, targetKey),
      targetKey,
      cadence: readEnum(data.cadence, ALERT_CADENCES, 'instant'),
      email: readString(data.email),
      language: readEnum(data.language, LANGUAGES, 'en'),
      deliverable: data.deliverable === true,
      createdAt: readCreatedAt(data, snapshot),
    };
  },
);

// ---------------------------------------------------------------------------------------------
// Ventures, their layouts, plot numbers and plots' status history

const VENTURE_FIELDS = everyField<Model<Venture>>()([...VENTURE_INPUT_FIELDS, 'layout', 'createdAt', 'updatedAt']);

const PLOT_DEFAULTS = plotDefaultsSchema.parse({});

function readVenture(data: DocumentData, snapshot: Pick<DocumentSnapshot, 'id' | 'createTime'>): Venture {
  const coordinates = readRecord(data.coordinates);
  const layout = readRecord(data.layout);
  return {
    id: snapshot.id,
    name: readString(data.name),
    nameTe: readString(data.nameTe),
    developer: readString(data.developer),
    regionId: readString(data.regionId),
    coordinates: { latitude: readNumber(coordinates.latitude), longitude: readNumber(coordinates.longitude) },
    layoutAuthority: readEnum(data.layoutAuthority, LAYOUT_AUTHORITIES, 'APCRDA'),
    layoutPermitNumber: readString(data.layoutPermitNumber),
    reraNumber: readString(data.reraNumber),
    totalExtentAcres: readNumber(data.totalExtentAcres),
    saleStatus: readEnum(data.saleStatus, VENTURE_SALE_STATUSES, 'selling'),
    amenities: readStringList(data.amenities),
    description: readString(data.description),
    descriptionTe: readString(data.descriptionTe),
    images: readPlotImages(data.images),
    plotDefaults: readPlotDefaults(data.plotDefaults),
    feetPerPlanUnit: readNumber(data.feetPerPlanUnit),
    documents: storedDocumentChecks(data.documents),
    layout: { image: readLayoutImage(layout.image), version: Math.max(0, Math.trunc(readNumber(layout.version))) },
    createdAt: readCreatedAt(data, snapshot),
    updatedAt: readTime(data.updatedAt),
  };
}

function readPlotDefaults(value: unknown): PlotDefaults {
  const stored = readRecord(value);
  return {
    pricePerSqYard: readNumber(stored.pricePerSqYard, PLOT_DEFAULTS.pricePerSqYard),
    roadFacing: readEnum(stored.roadFacing, ROAD_FACINGS, PLOT_DEFAULTS.roadFacing),
    category: readEnum(stored.category, PLOT_CATEGORIES, PLOT_DEFAULTS.category),
    type: readEnum(stored.type, PLOT_TYPES, PLOT_DEFAULTS.type),
    areaSqYd: readNumber(stored.areaSqYd, PLOT_DEFAULTS.areaSqYd),
    roadWidth: readNumber(stored.roadWidth, PLOT_DEFAULTS.roadWidth),
  };
}

/** A stored plan image, or null when there is none (or it is unreadable: the editor then asks for one). */
function readLayoutImage(value: unknown): LayoutImage | null {
  const image = readRecord(value);
  const width = readNumber(image.width);
  const height = readNumber(image.height);
  if (typeof image.url !== 'string' || image.url === '' || width <= 0 || height <= 0) return null;
  return { url: image.url, publicId: readString(image.publicId), width, height };
}

export const ventureConverter: FirestoreDataConverter<Venture> = makeConverter<Venture>(
  { kind: 'venture', fields: VENTURE_FIELDS, timeFields: ['createdAt', 'updatedAt'] },
  readVenture,
);

/** For triggers: the domain object of a snapshot delivered by a Firestore trigger (event.data). */
export function ventureFromSnapshot(snapshot: DocumentSnapshot): Venture {
  return readVenture(dataOf(snapshot, 'venture'), snapshot);
}

/**
 * One part of a venture's layout: ventures/{id}/layout/{version}-{part} (collections.ts), holding
 * shapes [part × LAYOUT_PART_SHAPES, …) of that version, and how many parts the version has.
 */
export interface LayoutPartDocument {
  id: string;
  version: number;
  part: number;
  parts: number;
  shapes: LayoutShape[];
}

/**
 * The most shapes one layout document holds; a layout of more is split over several (at most 4 at
 * LAYOUT_SHAPES_MAX = 800). Firestore's size rules (8 bytes a number, UTF-8 + 1 a text or field
 * name): a shape at the schema's extreme (64 corners stored flat = 128 numbers ≈ 1 KB, an id of 40
 * characters, a label of 60 Telugu characters ≈ 180 B, a plot id of 128 characters) takes ≤ 1.7 KB,
 * so a part stays under 350 KB, a third of the 1 MiB document limit (the Firestore store test checks
 * it at that extreme); a usual plot (4–8 corners) takes ~150–250 B, so a 400-plot layout is two
 * documents of ~50 KB. A save of every part is well inside a commit's 10 MiB.
 */
export const LAYOUT_PART_SHAPES = 200;

/** The id of a layout part's document: its version and its index. */
export function layoutPartId(version: number, part: number): string {
  return `${version}-${part}`;
}

/**
 * A shape's corners are stored flat ([x1, y1, x2, y2, …]): Firestore holds no array directly inside
 * an array.
 */
function encodeShapes(shapes: readonly LayoutShape[]): DocumentData[] {
  return shapes.map((shape) => ({ id: shape.id, kind: shape.kind, label: shape.label, points: shape.points.flat(), plotId: shape.plotId }));
}

/** The stored shapes; one that cannot be read (no id, fewer than 3 corners) is skipped. */
function readShapes(value: unknown): LayoutShape[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): LayoutShape[] => {
    const shape = readRecord(item);
    const flat = Array.isArray(shape.points) ? shape.points.filter((n): n is number => typeof n === 'number' && Number.isFinite(n)) : [];
    const points: [number, number][] = [];
    for (let index = 0; index + 1 < flat.length; index += 2) points.push([flat[index]!, flat[index + 1]!]);
    if (typeof shape.id !== 'string' || shape.id === '' || points.length < 3) return [];
    const kind = readEnum(shape.kind, LAYOUT_SHAPE_KINDS, 'other');
    return [{ id: shape.id, kind, label: readString(shape.label), points, plotId: kind === 'plot' && typeof shape.plotId === 'string' && shape.plotId ? shape.plotId : null }];
  });
}

/** A whole number ≥ 0 (a version, a part's index or count), or the fallback. */
function readWhole(value: unknown, fallback: number): number {
  const number = Math.trunc(readNumber(value, fallback));
  return number >= 0 ? number : fallback;
}

export const layoutPartConverter: FirestoreDataConverter<LayoutPartDocument> = makeConverter<LayoutPartDocument>(
  { kind: 'layout part', fields: ['version', 'part', 'parts', 'shapes'], timeFields: [], encode: { shapes: encodeShapes } },
  (data, snapshot) => {
    // The id names the version and the part when the fields are unreadable.
    const [version = 0, part = 0] = snapshot.id.split('-').map((text) => readWhole(text, 0));
    return {
      id: snapshot.id,
      version: readWhole(data.version, version),
      part: readWhole(data.part, part),
      parts: Math.max(1, readWhole(data.parts, 1)),
      shapes: readShapes(data.shapes),
    };
  },
);

/** A plot number in use in a venture (ventures/{id}/plotNumbers/{number}): the plot that holds it. */
export interface PlotNumberDocument {
  id: string;
  plotId: string;
}

export const plotNumberConverter: FirestoreDataConverter<PlotNumberDocument> = makeConverter<PlotNumberDocument>(
  { kind: 'plot number', fields: ['plotId'], timeFields: [] },
  (data, snapshot) => ({ id: snapshot.id, plotId: readString(data.plotId) }),
);

const STATUS_ENTRY_FIELDS = everyField<Model<PlotStatusEntry>>()(['plotId', 'at', 'by', 'from', 'to', 'reservedUntil']);

/** A plot's status change: the subcollection plots/{id}/statusHistory. */
export const plotStatusEntryConverter: FirestoreDataConverter<PlotStatusEntry> = makeConverter<PlotStatusEntry>(
  { kind: 'plot status entry', fields: STATUS_ENTRY_FIELDS, timeFields: ['at'] },
  (data, snapshot) => {
    const by = readRecord(data.by);
    return {
      id: snapshot.id,
      plotId: readString(data.plotId, snapshot.ref.parent.parent?.id ?? ''),
      at: readTime(data.at) ?? readCreatedAt({}, snapshot),
      by: typeof by.id === 'string' && typeof by.email === 'string' ? { id: by.id, email: by.email } : null,
      from: readPlotStatus(data.from),
      to: readPlotStatus(data.to),
      reservedUntil: readString(data.reservedUntil),
    };
  },
);

const PRICE_ENTRY_FIELDS = everyField<Model<PriceEntry>>()(['regionId', 'day', 'prices', 'previous', 'source', 'corrects', 'by', 'at']);

/** The four prices of a stored entry; a field missing or not a number reads as 0. */
function readPrices(value: unknown): RegionPrices {
  const record = readRecord(value);
  return Object.fromEntries(REGION_PRICE_FIELDS.map((field) => [field, readNumber(record[field])])) as RegionPrices;
}

/** A village's price entry: the subcollection regions/{id}/priceHistory. */
export const priceEntryConverter: FirestoreDataConverter<PriceEntry> = makeConverter<PriceEntry>(
  { kind: 'price entry', fields: PRICE_ENTRY_FIELDS, timeFields: ['at'] },
  (data, snapshot) => {
    const by = readRecord(data.by);
    return {
      id: snapshot.id,
      regionId: readString(data.regionId, snapshot.ref.parent.parent?.id ?? ''),
      day: readString(data.day),
      prices: readPrices(data.prices),
      previous: data.previous ? readPrices(data.previous) : null,
      source: readEnum(data.source, PRICE_ENTRY_SOURCES, 'past'),
      corrects: readString(data.corrects),
      by: typeof by.id === 'string' && typeof by.email === 'string' ? { id: by.id, email: by.email } : null,
      at: readTime(data.at) ?? readCreatedAt({}, snapshot),
    };
  },
);

/** A venture's plots by status (ventureCounts/{ventureId}), a count per field of COUNT_FIELDS. */
export type VentureCountsDocument = { id: string; updatedAt: string | null } & Record<CountField, number>;

export const ventureCountsConverter: FirestoreDataConverter<VentureCountsDocument> = makeConverter<VentureCountsDocument>(
  { kind: 'venture counts', fields: [...Object.values(COUNT_FIELDS), 'updatedAt'], timeFields: ['updatedAt'] },
  (data, snapshot) => ({ id: snapshot.id, ...perCountField((status) => Math.trunc(readNumber(data[COUNT_FIELDS[status]]))), updatedAt: readTime(data.updatedAt) }),
);

/** A plot's interest on one India day (plotInterest/{day}_{plotId}): plotId and day are stored for the queries. */
export type PlotInterestDocument = { id: string; plotId: string; day: string; updatedAt: string | null } & InterestCounts;

export const plotInterestConverter: FirestoreDataConverter<PlotInterestDocument> = makeConverter<PlotInterestDocument>(
  { kind: 'plot interest', fields: ['plotId', 'day', ...INTEREST_COUNTS, 'updatedAt'], timeFields: ['updatedAt'] },
  (data, snapshot) => ({
    id: snapshot.id,
    plotId: readString(data.plotId),
    day: readString(data.day),
    views: Math.trunc(readNumber(data.views)),
    whatsapp: Math.trunc(readNumber(data.whatsapp)),
    calls: Math.trunc(readNumber(data.calls)),
    enquiries: Math.trunc(readNumber(data.enquiries)),
    updatedAt: readTime(data.updatedAt),
  }),
);

// ---------------------------------------------------------------------------------------------
// Single documents and small records. They have no domain id; the model carries what is stored.

export interface SettingsDocument {
  id: string;
  settings: SiteSettings;
  updatedAt: string | null;
}

export const settingsConverter: FirestoreDataConverter<SettingsDocument> = makeConverter<SettingsDocument>(
  { kind: 'settings', fields: ['settings', 'updatedAt'], timeFields: ['updatedAt'] },
  (data, snapshot) => {
    const stored = readRecord(data.settings);
    return {
      id: snapshot.id,
      settings: withSettingsDefaults({
        ...readStrings(stored, SETTINGS_TEXT_FIELDS),
        social: readStrings(readRecord(stored.social), SOCIAL_LINK_FIELDS),
      }),
      updatedAt: readTime(data.updatedAt),
    };
  },
);

export interface StatsDocument extends Stats {
  id: string;
  updatedAt: string | null;
}

export const statsConverter: FirestoreDataConverter<StatsDocument> = makeConverter<StatsDocument>(
  { kind: 'stats', fields: [...STAT_NAMES, 'updatedAt'], timeFields: ['updatedAt'] },
  (data, snapshot) => {
    const counters = perStat((name) => Math.trunc(readNumber(data[name])));
    return { id: snapshot.id, ...counters, updatedAt: readTime(data.updatedAt) };
  },
);

export interface MetaDocument {
  id: string;
  /** The key as given (the document id may be its hash). */
  key: string;
  value: string;
}

export const metaConverter: FirestoreDataConverter<MetaDocument> = makeConverter<MetaDocument>(
  { kind: 'meta', fields: ['key', 'value'], timeFields: [] },
  (data, snapshot) => ({ id: snapshot.id, key: readString(data.key, snapshot.id), value: readString(data.value) }),
);

export interface ProcessedEventDocument {
  id: string;
  /** The event id as delivered (the document id is its hash). */
  eventId: string;
  processedAt: string;
}

export const processedEventConverter: FirestoreDataConverter<ProcessedEventDocument> =
  makeConverter<ProcessedEventDocument>(
    { kind: 'processed event', fields: ['eventId', 'processedAt'], timeFields: ['processedAt'] },
    (data, snapshot) => ({
      id: snapshot.id,
      eventId: readString(data.eventId),
      processedAt: readCreatedAt({ createdAt: data.processedAt }, snapshot),
    }),
  );

// ---------------------------------------------------------------------------------------------
// The alert outbox (alert-outbox-repository.ts; document id: the dedupe key, hashed when it is not a plain name)

/** An outbox item as stored: its lease ('' before the first claim) and when it may be claimed next. */
export type AlertOutboxDocument = ClaimedAlertOutboxItem & { availableAt: string };

const ALERT_OUTBOX_FIELDS = everyField<Model<AlertOutboxDocument>>()([
  'dedupeKey',
  'subscriberId',
  'alertId',
  'kind',
  'payload',
  'dueAt',
  'daily',
  'state',
  'availableAt',
  'lease',
  'attempts',
  'lastError',
  'createdAt',
  'finishedAt',
  'sendingAt',
]);

export const alertOutboxConverter: FirestoreDataConverter<AlertOutboxDocument> = makeConverter<AlertOutboxDocument>(
  { kind: 'alert outbox item', fields: ALERT_OUTBOX_FIELDS, timeFields: ['dueAt', 'availableAt', 'createdAt', 'finishedAt', 'sendingAt'] },
  (data, snapshot) => ({
    id: snapshot.id,
    dedupeKey: readString(data.dedupeKey),
    subscriberId: readString(data.subscriberId),
    alertId: readString(data.alertId),
    kind: readEnum(data.kind, ALERT_ITEM_KINDS, 'newPlot'),
    payload: readString(data.payload),
    dueAt: readTime(data.dueAt) ?? readCreatedAt(data, snapshot),
    daily: data.daily === true,
    state: readEnum(data.state, ['pending', 'sent', 'failed'] as const, 'pending'),
    availableAt: readTime(data.availableAt) ?? readCreatedAt(data, snapshot),
    lease: readString(data.lease),
    attempts: readNumber(data.attempts),
    lastError: readString(data.lastError),
    createdAt: readCreatedAt(data, snapshot),
    finishedAt: readTime(data.finishedAt),
    sendingAt: readTime(data.sendingAt),
  }),
);
