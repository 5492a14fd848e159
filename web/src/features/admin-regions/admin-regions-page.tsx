import type { Region } from '@core/schemas/region';
import { useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { REGION_TEXTS } from '@/config/admin-texts';
import { useAdminRegions } from './api/get-admin-regions';
import { useCreateRegion, useDeleteRegion, useUpdateRegion } from './api/region-writes';
import { PriceHistoryDialog } from './components/price-history-dialog';
import { RegionCards } from './components/region-cards';
import { RegionTable } from './components/region-table';
import { VillageDialog } from './components/village-dialog';
import { matchesRegionSearch, regionSaveTexts, type RegionField } from './utils/region-values';

/** Region Prices (docs/product.md §2): a searchable table with inline editing, add and delete, and each region's price history. */
export function AdminRegionsPage() {
  const searchId = useId();
  const confirm = useConfirm();
  const { regions, error, isLoading, retry } = useAdminRegions();
  const updateRegion = useUpdateRegion();
  const createRegion = useCreateRegion();
  const deleteRegion = useDeleteRegion();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());
  const [historyOf, setHistoryOf] = useState<Region | null>(null);
  const [villageOf, setVillageOf] = useState<Region | null>(null);

  const visible = useMemo(
    () => (regions ?? []).filter((region) => matchesRegionSearch(region.region, search)),
    [regions, search],
  );

  const save = async (region: Region, field: RegionField, value: string | number) => {
    const messages = regionSaveTexts(field);
    try {
      await updateRegion(region.id, { [field]: value });
      toast.success(messages.updated, { id: `${region.id}-${field}` });
    } catch (failure) {
      toast.error(messages.failed, { id: messages.failed });
      throw failure;
    }
  };

  const add = async () => {
    setAdding(true);
    try {
      const created = await createRegion();
      // The new row must be seen: clear a search that would hide it, then put the cursor in its name.
      setSearch('');
      setFocusId(created.id);
      toast.success(REGION_TEXTS.added);
    } catch {
      toast.error(REGION_TEXTS.addFailed, { id: REGION_TEXTS.addFailed });
    } finally {
      setAdding(false);
    }
  };

  const remove = async (region: Region) => {
    const ok = await confirm(REGION_TEXTS.confirmDelete, { title: `Delete “${region.region || 'unnamed region'}”?` });
    if (!ok) return;
    setDeletingIds((current) => new Set(current).add(region.id));
    try {
      await deleteRegion(region.id);
      toast.success(REGION_TEXTS.deleted);
    } catch {
      toast.error(REGION_TEXTS.deleteFailed, { id: REGION_TEXTS.deleteFailed });
    } finally {
      setDeletingIds((current) => {
        const next = new Set(current);
        next.delete(region.id);
        return next;
      });
    }
  };

  const shared = { onSave: save, onDelete: (region: Region) => void remove(region), onHistory: setHistoryOf, onVillage: setVillageOf, deletingIds, focusId };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">Region prices</h2>
          <p className="text-sm text-slate-600">
            Prices per square yard. Each value is saved when you leave its box; Esc undoes an unsaved edit.
          </p>
        </div>
        <Button onClick={() => void add()} disabled={adding || !regions}>
          {adding ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M12 5v14M5 12h14" />
            </svg>
          )}
          {adding ? 'Adding…' : 'Add Region'}
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <SearchInput id={searchId} label="Search regions" value={search} onChange={setSearch} placeholder="Search regions..." className="w-full sm:max-w-sm" />
        {regions ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {search.trim() ? `${visible.length} of ${regions.length} regions` : `${regions.length} ${regions.length === 1 ? 'region' : 'regions'}`}
          </p>
        ) : null}
      </div>

      {error && !regions ? (
        <ErrorState message={`${REGION_TEXTS.loadFailed}. ${error.message}`} onRetry={retry} />
      ) : isLoading || !regions ? (
        <div role="status" aria-label="Loading regions" className="flex flex-col gap-2">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : regions.length === 0 ? (
        <EmptyState title="No regions yet">
          <p>Add a region to publish its price range.</p>
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title="No regions match your search">
          <p>Nothing matches “{search.trim()}”. Try another name.</p>
        </EmptyState>
      ) : wide ? (
        <RegionTable regions={visible} {...shared} />
      ) : (
        <RegionCards regions={visible} {...shared} />
      )}
      <PriceHistoryDialog region={historyOf} onClose={() => setHistoryOf(null)} />
      <VillageDialog region={villageOf} onClose={() => setVillageOf(null)} />
    </div>
  );
}
