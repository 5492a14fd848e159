import { useCallback, useSyncExternalStore } from 'react';

/**
 * Favourite plot ids, kept in this browser only (docs/product.md §11: no server state). One localStorage key;
 * other tabs learn of changes through the `storage` event, this tab through a local event.
 */
export const FAVOURITES_KEY = 'amaravati-plots:favourites';
const LOCAL_EVENT = 'amaravati-plots:favourites-changed';

// Private browsing modes may throw on localStorage: fall back to memory for this visit.
let memory = '[]';

function read(): string {
  try {
    return window.localStorage.getItem(FAVOURITES_KEY) ?? '[]';
  } catch {
    return memory;
  }
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]) {
  const raw = JSON.stringify(ids);
  memory = raw;
  try {
    window.localStorage.setItem(FAVOURITES_KEY, raw);
  } catch {
    // memory keeps it for this page view
  }
  window.dispatchEvent(new Event(LOCAL_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

/** Whether one plot is a favourite, and a toggle. The snapshot is the raw string, so it is stable. */
export function useFavourite(id: string): [boolean, () => void] {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  const isFavourite = parse(raw).includes(id);
  const toggle = useCallback(() => {
    const ids = parse(read());
    write(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
  }, [id]);
  return [isFavourite, toggle];
}
