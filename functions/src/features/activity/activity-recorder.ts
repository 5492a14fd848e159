import type { Request, Response } from 'express';
import type { ActivityAction, ActivityChange, ActivityKind } from '../../core/activity';
import type { Logger } from '../../ports/logger';
import type { Store } from '../../ports/store';
import { adminActor } from '../../http/middleware/require-admin';
import { activityChanges } from './activity-changes';

/** One admin write as a route saw it: the item, and its state before and after (null: none). */
interface ActivityWrite {
  kind: ActivityKind;
  itemId: string;
  itemTitle: string;
  action: ActivityAction;
  /** What changed: by default the fields that differ between `before` and `after` (activity-changes.ts). */
  changes?: ActivityChange[];
  before?: object | null;
  after?: object | null;
}

export interface ActivityRecorder {
  /**
   * Appends the write to the trail, by the request's admin, from its address (req.ip, which
   * Express derives under the app's `trust proxy`, as the rate limits do). Never throws: the write
   * it describes has happened, and answering it as failed would make the admin repeat it. A failed
   * record is logged as `activity_record_failed` with the whole entry, so the trail can be completed
   * from the logs (decision 021).
   */
  record(req: Request, res: Response, write: ActivityWrite): Promise<void>;
}

export function createActivityRecorder(deps: { store: Pick<Store, 'activity'>; log: Logger }): ActivityRecorder {
  return {
    async record(req, res, { kind, itemId, itemTitle, action, changes, before = null, after = null }) {
      const found = changes ?? (action === 'updated' ? activityChanges(before, after) : []);
      // A save that changed nothing is no activity.
      if (action === 'updated' && found.length === 0) return;
      const entry = { actor: adminActor(res), ip: req.ip ?? '', kind, itemId, itemTitle, action, changes: found };
      try {
        await deps.store.activity.record(entry);
      } catch (error) {
        deps.log.error('activity_record_failed', { entry, error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
