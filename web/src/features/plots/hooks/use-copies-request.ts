import { useEffect } from 'react';
import { useLatest } from '@/hooks/use-latest';

/**
 * "Ask for copies" on a plot's page asks the page's enquiry form to tick "Send me copies of the
 * documents you checked" and take the cursor. The form is a deferred section (its code loads as
 * it comes into view), so it may not be there yet: the request waits here, for the plot it names,
 * until the form takes it.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

/** Asks the enquiry form of `plotId` for copies (now, or as soon as it is there). */
export function askForCopies(plotId: string): void {
  pending = plotId;
  for (const listener of [...listeners]) listener();
}

/** In the enquiry form of `plotId`: `onAsked` runs once for each request, one made before the form came included. */
export function useCopiesRequest(plotId: string, onAsked: () => void): void {
  const latest = useLatest(onAsked);
  useEffect(() => {
    const take = () => {
      if (pending !== plotId) return;
      pending = null;
      latest.current();
    };
    listeners.add(take);
    take();
    return () => void listeners.delete(take);
  }, [plotId, latest]);
}
