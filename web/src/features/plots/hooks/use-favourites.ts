import { useCallback, useSyncExternalStore } from 'react';
import { storedValue } from '@/lib/stored-value';

/** Favourite plot ids, kept in this browser only (docs/product.md §11: no server state), as a JSON list under one localStorage key. */
const FAVOURITES_KEY = 'amaravati-plots:favourites';
const favourites = storedValue(FAVOURITES_KEY, '[]');

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether one plot is a favourite, and a toggle. The snapshot is the raw string, so it is stable. */
export function useFavourite(id: string): [boolean, () => void] {
  const raw = useSyncExternalStore(favourites.subscribe, favourites.read, () => '[]');
  const isFavourite = parse(raw).includes(id);
  const toggle = useCallback(() => {
    const ids = parse(favourites.read());
    favourites.write(JSON.stringify(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  }, [id]);
  return [isFavourite, toggle];
}

/** Every favourite id, or null until this browser's list is read (the server and the hydrating render), and a remove. */
export function useFavouriteIds(): { ids: string[] | null; remove: (id: string) => void } {
  const raw = useSyncExternalStore<string | null>(favourites.subscribe, favourites.read, () => null);
  const remove = useCallback((id: string) => {
    favourites.write(JSON.stringify(parse(favourites.read()).filter((other) => other !== id)));
  }, []);
  return { ids: raw === null ? null : parse(raw), remove };
}
