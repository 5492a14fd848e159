import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { blogFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handleBlogDeleted } from '../events/handle-blog-deleted';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/** blogs/{blogId} deleted → blog.deleted: 'Total Blogs' goes down by one. */
export function blogDeletedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentDeleted({ document: `${COLLECTIONS.blogs}/{blogId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onBlogDeleted', event, getDeps, (deps) =>
      handleBlogDeleted(deps, { id: event.id, type: 'blog.deleted', blog: blogFromSnapshot(snapshot) }),
    );
  });
}
