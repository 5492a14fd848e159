import type { Store } from '../../../ports/store';
import { createActivityRepository } from './activity-repository';
import { createAlertOutboxRepository } from './alert-outbox-repository';
import { createAlertRepository } from './alert-repository';
import { createBinRepository } from './bin-repository';
import { createBlogRepository } from './blog-repository';
import { registerSqliteDatabase } from './bulk-insert-plots';
import { createClock } from './clock';
import { createInterestRepository } from './interest-repository';
import { createLeadRepository } from './lead-repository';
import { openDatabase } from './open-database';
import { createPlotRepository } from './plot-repository';
import { createRegionRepository } from './region-repository';
import { createMetaRepository, createSettingsRepository } from './settings-repository';
import { createStatsRepository } from './stats-repository';
import { createSubscriberRepository } from './subscriber-repository';
import { createVentureRepository } from './venture-repository';

export interface SqliteStoreOptions {
  /** Path of the database file (its folder is created), or ':memory:' for a throwaway store. */
  file: string;
  /** Defaults to functions/drizzle, found by walking up from this module. */
  migrationsFolder?: string;
}

/** The Store port on an embedded SQLite file: migrates on open, WAL mode. */
export async function createSqliteStore(options: SqliteStoreOptions): Promise<Store> {
  const { client, db } = await openDatabase(options);
  const now = createClock();
  let closed = false;
  const store: Store = {
    regions: createRegionRepository(db, now),
    plots: createPlotRepository(db, now),
    ventures: createVentureRepository(db, now),
    leads: createLeadRepository(db, now),
    blogs: createBlogRepository(db, now),
    subscribers: createSubscriberRepository(db, now),
    alerts: createAlertRepository(db, now),
    settings: createSettingsRepository(db, now),
    meta: createMetaRepository(db),
    stats: createStatsRepository(db, now),
    alertOutbox: createAlertOutboxRepository(db, now),
    interest: createInterestRepository(db, now),
    bin: createBinRepository(db, now),
    activity: createActivityRepository(db, now),
    async close() {
      if (closed) return;
      closed = true;
      client.close();
    },
  };
  registerSqliteDatabase(store, db);
  return store;
}
