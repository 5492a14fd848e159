/**
 * One string kept in this browser's localStorage for a `useSyncExternalStore` hook (favourites,
 * the area unit): other tabs report changes through the `storage` event, this tab through a local
 * event. Private browsing modes may throw on localStorage: the value then lives in memory for this
 * page view.
 */
export function storedValue(key: string, fallback: string) {
  const localEvent = `${key}:changed`;
  let memory = fallback;
  return {
    read(): string {
      try {
        return window.localStorage.getItem(key) ?? fallback;
      } catch {
        return memory;
      }
    },
    write(raw: string): void {
      memory = raw;
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        // memory keeps it for this page view
      }
      window.dispatchEvent(new Event(localEvent));
    },
    subscribe(onChange: () => void): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(localEvent, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(localEvent, onChange);
      };
    },
  };
}
