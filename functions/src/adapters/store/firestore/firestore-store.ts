import type { Firestore } from 'firebase-admin/firestore';
import type { Store } from '../../../ports/store';
import { createActivityRepository } from './activity-repository';
import { createAlertOutboxRepository } from './alert-outbox-repository';
import { createAlertRepository } from './alert-repository';
import { createBinRepository } from './bin-repository';
import { createBlogRepository } from './blog-repository';
import { createInterestRepository } from './interest-repository';
import { createLeadRepository } from './lead-repository';
import { createPlotRepository } from './plot-repository';
import type { FirestoreContext, QueryObserver } from './queries';
import { createRegionRepository } from './region-repository';
import { createMetaRepository, createSettingsRepository } from './settings-repository';
import { createStatsRepository } from './stats-repository';
import { createSubscriberRepository } from './subscriber-repository';
import { createVentureRepository } from './venture-repository';

export interface FirestoreStoreOptions {
  firestore: Firestore;
  /**
   * Whether close() terminates the Firestore client. Default false: whoever made the client
   * (composition/firebase.ts deletes its app) ends it.
   */
  ownsFirestore?: boolean;
  /** Told the shape of every query (the index test derives firestore.indexes.json's needs from it). */
  onQuery?: QueryObserver;
}

/**
 * The Store port on Firestore (collections.ts names the collections, converters.ts maps
 * documents). Timestamps are server timestamps, read back after each write.
 */
export async function createFirestoreStore(options: FirestoreStoreOptions): Promise<Store> {
  const context: FirestoreContext = { db: options.firestore, ...(options.onQuery ? { onQuery: options.onQuery } : {}) };
  let closed = false;
  return {
    regions: createRegionRepository(context),
    plots: createPlotRepository(context),
    ventures: createVentureRepository(context),
    leads: createLeadRepository(context),
    blogs: createBlogRepository(context),
    subscribers: createSubscriberRepository(context),
    alerts: createAlertRepository(context),
    settings: createSettingsRepository(context),
    meta: createMetaRepository(context),
    stats: createStatsRepository(context),
    alertOutbox: createAlertOutboxRepository(context),
    interest: createInterestRepository(context),
    bin: createBinRepository(context),
    activity: createActivityRepository(context),
    async close() {
      if (closed) return;
      closed = true;
      if (options.ownsFirestore) await options.firestore.terminate();
    },
  };
}
