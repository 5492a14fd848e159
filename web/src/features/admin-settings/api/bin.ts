import type { BinItem, BinKind } from '@core/bin';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApiPaths } from '@/config/admin-api-paths';
import { api } from '@/lib/api-client';

/** GET /api/admin/bin: what was deleted, newest first, with the days each has left. */
export function useBin() {
  const { data, error, mutate } = useSWR<BinItem[]>(adminApiPaths.bin(), async (url: string) => (await api.get<{ items: BinItem[] }>(url, { cache: 'no-store' })).items);
  return { items: data, error: error as Error | undefined, retry: () => void mutate() };
}

/**
 * The bin's writes, each followed by the list read again: POST …/restore (200 · 404 gone already ·
 * 409 what must be unique was taken meanwhile, the server's words naming it), DELETE one for good
 * (204 · 404), DELETE all ("Empty bin": `{ removed }`).
 */
export function useBinActions() {
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate(adminApiPaths.bin()), [mutate]);
  const restore = useCallback(
    async (kind: BinKind, id: string) => {
      try {
        await api.post(adminApiPaths.binRestore(kind, id));
      } finally {
        await reload();
      }
    },
    [reload],
  );
  const purge = useCallback(
    async (kind: BinKind, id: string) => {
      try {
        await api.delete<void>(adminApiPaths.binItem(kind, id));
      } finally {
        await reload();
      }
    },
    [reload],
  );
  const empty = useCallback(async () => {
    try {
      return (await api.delete<{ removed: number }>(adminApiPaths.bin())).removed;
    } finally {
      await reload();
    }
  }, [reload]);
  return { restore, purge, empty };
}
