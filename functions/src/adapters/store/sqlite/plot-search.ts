import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PlotSort } from '../../../core/constants';
import { pageWindow } from '../../../core/page-window';
import type { PlotSearchQuery } from '../../../core/schemas/plot-search';
import type { SqliteDb } from './open-database';
import { PLOT_SEARCH_INDEXES, plots } from './schema';

type PlotRow = typeof plots.$inferSelect;

/**
 * How the ids of a page are found, once the total is known:
 *  - 'walk': step through the index that holds the plots in the sort's order, keeping those that
 *    pass the filters, and stop at the page's end: no sort, but it steps over every plot that fails
 *    the filters on the way, so it suits filters that many plots pass;
 *  - 'gather': let SQLite find the matching plots through the index that suits the filters, then
 *    keep the page's worth in a bounded sort: it costs about one sorted row per match, so it suits
 *    filters that few plots pass.
 * Both give the same page (same WHERE, same ORDER BY with the id tiebreak); only the cost differs.
 */
export type PagePlan = 'walk' | 'gather';

/**
 * A row the gather keeps in its sort costs about as much as this many index entries a walk steps
 * over: measured at 100,000 plots, a walk steps over ~30–40 ns an entry and a gather ~45–55 ns a
 * match. The walk's stepping only over index entries (every search index covers the filters) keeps
 * both cheap; the choice only decides which of two correct answers is faster.
 */
const GATHERED_ROW_COST = 1.5;

/**
 * At most this many distinct locations are listed to turn a location search into `location IN (…)`
 * (a few seeks in plots_location_idx); more than this and the search falls back to a LIKE over an
 * index, which reads every entry. Listing one costs a seek (~1–2 µs), so the cap bounds that cost.
 */
export const MAX_LISTED_LOCATIONS = 500;

export interface PlotSearchRows {
  rows: PlotRow[];
  total: number;
  page: number;
  pageSize: number;
  /** How the page was found; 'none' when no plot could be on it (nothing matches, or past the end). */
  plan: PagePlan | 'none';
}

/**
 * One search: the total of the plots that match (with the table's size, in one statement), then
 * the page's ids by the cheaper plan, then those rows. `forcePlan` is for tests, which check that
 * both plans give the same pages.
 */
export async function searchPlotRows(db: SqliteDb, query: PlotSearchQuery, forcePlan?: PagePlan): Promise<PlotSearchRows> {
  const { page, pageSize, offset } = pageWindow(query);
  const conditions = await searchConditions(db, query);
  if (conditions === null) return { rows: [], total: 0, page, pageSize, plan: 'none' };
  const where = and(...conditions);

  const { total, tableRows } = await countMatches(db, where);
  if (offset >= total) return { rows: [], total, page, pageSize, plan: 'none' };

  const plan = forcePlan ?? choosePagePlan({ total, tableRows, wanted: offset + pageSize });
  const ids = (await db.all<{ id: string }>(pageIdsStatement(plan, query.sort, where, pageSize, offset))).map((row) => row.id);
  if (ids.length === 0) return { rows: [], total, page, pageSize, plan };

  const found = new Map((await db.select().from(plots).where(inArray(plots.id, ids))).map((row) => [row.id, row]));
  // A plot deleted between the two statements is left out rather than answered as a hole.
  const rows = ids.flatMap((id) => found.get(id) ?? []);
  return { rows, total, page, pageSize, plan };
}

/**
 * How many plots match, and how many there are, in one statement (one snapshot). The table's size
 * is a count SQLite takes page by page from the smallest index; without filters it is the total.
 */
async function countMatches(db: SqliteDb, where: SQL | undefined): Promise<{ total: number; tableRows: number }> {
  const counted = await db.get<{ total: number; tableRows?: number } | undefined>(countStatement(where));
  const total = Number(counted?.total ?? 0);
  return { total, tableRows: counted?.tableRows === undefined ? total : Number(counted.tableRows) };
}

/** The statement countMatches runs. Exported for the plan tests (EXPLAIN). */
export function countStatement(where: SQL | undefined): SQL {
  // SQLite takes `SELECT count(*) FROM t`, alone in its SELECT, page by page (0.05 ms at 100,000
  // plots); any other column beside it turns it into a step per row (0.7 ms). Hence no second column here.
  if (!where) return sql`SELECT count(*) AS total FROM ${plots}`;
  return sql`SELECT count(*) AS total, (SELECT count(*) FROM ${plots}) AS tableRows FROM ${plots} WHERE ${where}`;
}

/**
 * The cheaper plan for a page ending `wanted` matches in: a walk expects to step over about
 * wanted × tableRows / total entries (the matches are spread through the sort's order), a gather
 * sorts `total` rows.
 */
export function choosePagePlan(counts: { total: number; tableRows: number; wanted: number }): PagePlan {
  const { total, tableRows, wanted } = counts;
  if (total <= 0) return 'gather';
  const walkSteps = Math.min(tableRows, (wanted * tableRows) / total);
  return walkSteps <= total * GATHERED_ROW_COST ? 'walk' : 'gather';
}

/** The statement that answers the page's ids in order under a plan. Exported for the plan tests (EXPLAIN). */
export function pageIdsStatement(plan: PagePlan, sort: PlotSort | undefined, where: SQL | undefined, limit: number, offset: number): SQL {
  const order = SORTS[sort ?? 'newest'];
  const direction = sql.raw(order.descending ? 'DESC' : 'ASC');
  const filter = where ? sql` WHERE ${where}` : sql``;
  if (plan === 'walk') {
    // INDEXED BY: the walk is only cheap in the sort's own index, so name it (an error, not a slow
    // plan, if it ever went missing).
    return sql`SELECT ${plots.id} FROM ${plots} INDEXED BY ${sql.identifier(order.index)}${filter} ORDER BY ${order.key} ${direction}, ${plots.id} ${direction} LIMIT ${limit} OFFSET ${offset}`;
  }
  // The unary + keeps SQLite from reading the sort's order off an index (which would make this a
  // walk), so it picks the index that suits the filters and sorts, keeping only limit + offset rows.
  return sql`SELECT ${plots.id} FROM ${plots}${filter} ORDER BY +${order.key} ${direction}, +${plots.id} ${direction} LIMIT ${limit} OFFSET ${offset}`;
}

/** Every sort ends with id so pages never overlap or skip rows that tie. */
const SORTS: Record<PlotSort, { key: SQLiteColumn; descending: boolean; index: string }> = {
  newest: { key: plots.createdAt, descending: true, index: PLOT_SEARCH_INDEXES.newest },
  'price-asc': { key: plots.price, descending: false, index: PLOT_SEARCH_INDEXES.price },
  'price-desc': { key: plots.price, descending: true, index: PLOT_SEARCH_INDEXES.price },
  'area-asc': { key: plots.area, descending: false, index: PLOT_SEARCH_INDEXES.area },
  'area-desc': { key: plots.area, descending: true, index: PLOT_SEARCH_INDEXES.area },
};

/**
 * The WHERE terms of a search, or null when no plot can match (a location no plot has).
 * Undefined or non-finite bounds mean "no bound" (docs/product.md §5).
 */
export async function searchConditions(db: SqliteDb, query: PlotSearchQuery): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  if (query.location) {
    const location = await locationCondition(db, query.location);
    if (location === null) return null;
    conditions.push(location);
  }
  if (isBound(query.priceMin)) conditions.push(gte(plots.price, query.priceMin));
  if (isBound(query.priceMax)) conditions.push(lte(plots.price, query.priceMax));
  if (isBound(query.areaMin)) conditions.push(gte(plots.area, query.areaMin));
  if (isBound(query.areaMax)) conditions.push(lte(plots.area, query.areaMax));
  if (query.status) conditions.push(eq(plots.status, query.status));
  if (query.roadFacing) conditions.push(eq(plots.roadFacing, query.roadFacing));
  if (query.category) conditions.push(eq(plots.category, query.category));
  if (query.featured !== undefined) conditions.push(eq(plots.featured, query.featured));
  if (query.documents === 'verified') conditions.push(eq(plots.documentsVerified, true));
  return conditions;
}

function isBound(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A location substring as a condition. A substring cannot seek in an index, so the distinct
 * locations are listed first (one seek each in plots_location_idx, however many plots share one)
 * and SQLite's own LIKE picks those that match: the rows whose location is one of them are exactly
 * the rows the LIKE would match. null when none matches. Past MAX_LISTED_LOCATIONS distinct
 * locations, the LIKE itself.
 */
async function locationCondition(db: SqliteDb, text: string): Promise<SQL | null> {
  // LIKE is case-insensitive for ASCII in SQLite; % and _ typed by a visitor are matched literally.
  const pattern = `%${escapeLike(text)}%`;
  const listed = await db.all<{ location: string; matches: number }>(locationListStatement(pattern));
  if (listed.length > MAX_LISTED_LOCATIONS) return sql`${plots.location} LIKE ${pattern} ESCAPE '\\'`;
  const matching = listed.filter((row) => Number(row.matches) === 1).map((row) => row.location);
  return matching.length === 0 ? null : inArray(plots.location, matching);
}

/**
 * The distinct locations, in order, at most MAX_LISTED_LOCATIONS + 1 of them, each with whether it
 * matches the LIKE pattern. A recursive step seeks the next location after the last one in
 * plots_location_idx, so it costs one seek per distinct location, not one step per plot.
 * Exported for the plan tests (EXPLAIN).
 */
export function locationListStatement(pattern: string): SQL {
  return sql`WITH RECURSIVE listed(location) AS (
      SELECT min(${plots.location}) FROM ${plots}
      UNION ALL
      SELECT (SELECT min(${plots.location}) FROM ${plots} WHERE ${plots.location} > listed.location)
        FROM listed WHERE listed.location IS NOT NULL
      LIMIT ${MAX_LISTED_LOCATIONS + 1}
    )
    SELECT location, location LIKE ${pattern} ESCAPE '\\' AS matches FROM listed WHERE location IS NOT NULL`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
