import { useCallback, useState } from 'react';

const STORAGE_KEY = 'admin:sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar shows icons only; remembered on this device. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      try {
        localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // storage unavailable: the choice lasts until the page is reloaded
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
