import type { Client } from '@libsql/client';

/**
 * Rows from which a table's statistics are worth gathering: below this any index answers in well
 * under a millisecond, and statistics of a nearly empty table would mislead the planner once it fills.
 */
export const ANALYZE_FROM_ROWS = 1_000;

/** Statistics count as stale once the table has grown or shrunk by this factor since they were taken. */
const STALE_FACTOR = 2;

/**
 * Runs ANALYZE on every table whose statistics are missing or stale, so SQLite's planner knows
 * how many rows an index's leading columns pick (e.g. that status has two values and road facing
 * eight, which is what lets it skip-scan plots_filters_idx) instead of guessing. Run at open:
 * a full ANALYZE reads each index once (about 0.15 s for 100,000 plots), and only when a table's
 * size has changed twofold since the last one. Answers the tables it analysed.
 */
export async function refreshPlannerStatistics(client: Client): Promise<string[]> {
  const tables = (await client.execute("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'")).rows.map((row) => String(row.name));
  // Partial indexes (a WHERE clause) are left out of the freshness check: the first number of their
  // stat counts their own entries, not the table's, and an empty one gets no stat at all.
  const indexes = await client.execute("SELECT name, tbl_name FROM sqlite_schema WHERE type = 'index' AND (sql IS NULL OR sql NOT LIKE '% WHERE %')");
  const statsExist = (await client.execute("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_stat1'")).rows.length > 0;
  // The first number of an index's stat is the table's row count when it was analysed.
  const analysedRows = new Map<string, number>();
  if (statsExist) {
    for (const row of (await client.execute('SELECT idx, stat FROM sqlite_stat1')).rows) {
      analysedRows.set(String(row.idx), Number.parseInt(String(row.stat), 10));
    }
  }

  const analysed: string[] = [];
  for (const table of tables) {
    const tableIndexes = indexes.rows.filter((row) => row.tbl_name === table).map((row) => String(row.name));
    if (tableIndexes.length === 0) continue;
    const rows = Number((await client.execute(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`)).rows[0]?.n ?? 0);
    if (rows < ANALYZE_FROM_ROWS) continue;
    const fresh = tableIndexes.every((index) => {
      const then = analysedRows.get(index);
      return then !== undefined && then * STALE_FACTOR >= rows && rows * STALE_FACTOR >= then;
    });
    if (fresh) continue;
    await client.execute(`ANALYZE "${table.replaceAll('"', '""')}"`);
    analysed.push(table);
  }
  return analysed;
}
