import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../adapters/store/firestore/collections';
import { blogFromSnapshot } from '../adapters/store/firestore/converters';
import type { EventDeps } from '../events/event-deps';
import { handleBlogCreated } from '../events/handle-blog-created';
import { triggerOptions, type TriggerContext } from './function-options';
import { runTrigger } from './run-trigger';

/** blogs/{blogId} created → blog.created: 'Total Blogs' goes up by one. */
export function blogCreatedTrigger({ getDeps, secrets }: TriggerContext<EventDeps>) {
  return onDocumentCreated({ document: `${COLLECTIONS.blogs}/{blogId}`, ...triggerOptions(secrets) }, async (event) => {
    const snapshot = event.data;
    if (!snapshot) return;
    await runTrigger('onBlogCreated', event, getDeps, (deps) =>
      handleBlogCreated(deps, { id: event.id, type: 'blog.created', blog: blogFromSnapshot(snapshot) }),
    );
  });
}
