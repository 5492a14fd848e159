/**
 * Runs tasks that share a key one after another (different keys run freely). The admin services
 * read a document, write it, then publish what it was before and after; two requests on the
 * same lead or plot must not interleave there, or the event would carry a stale "before" (a
 * lead counted out of 'new' twice). Standalone is one process, so an in-process queue is exact;
 * on Firebase the triggers get before/after from Firestore itself.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
