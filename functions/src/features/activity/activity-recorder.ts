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
  /**
   * An admin's change of one item, recorded: `item.read` gives its state before `change` runs, and
   * the fields that differ after it are recorded. The item after the change, or null when there is
   * no such item (nothing recorded: the route answers 404).
   */
  updated<T extends object>(req: Request, res: Response, item: RecordedItem<T>, change: () => Promise<T | null>): Promise<T | null>;
  /**
   * An admin's delete of one item, recorded with the title `item.read` gave before `remove` ran.
   * Whether there was such an item (false: nothing recorded, the route answers 404).
   */
  deleted<T extends object>(req: Request, res: Response, item: RecordedItem<T>, remove: () => Promise<unknown>): Promise<boolean>;
}

/** An item an admin write touches: its kind and id, how to read it, and what it is called. */
interface RecordedItem<T> {
  kind: ActivityKind;
  id: string;
  read: () => Promise<T | null>;
  title: (item: T) => string;
}

/** The item a route's write touches, for `updated` and `deleted` (its type is what `read` gives). */
export function recordedItem<T extends object>(kind: ActivityKind, id: string, read: () => Promise<T | null>, title: (item: T) => string): RecordedItem<T> {
  return { kind, id, read, title };
}

export function createActivityRecorder(deps: { store: Pick<Store, 'activity'>; log: Logger }): ActivityRecorder {
  const recorder: ActivityRecorder = {
    async updated(req, res, { kind, id, read, title }, change) {
      const before = await read();
      const after = await change();
      if (after) await recorder.record(req, res, { kind, itemId: id, itemTitle: title(after), action: 'updated', before, after });
      return after;
    },
    async deleted(req, res, { kind, id, read, title }, remove) {
      const before = await read();
      if (!(await remove())) return false;
      await recorder.record(req, res, { kind, itemId: id, itemTitle: before ? title(before) : '', action: 'deleted' });
      return true;
    },
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
  return recorder;
}
