import type { Region } from '@core/schemas/region';
import { DeleteRegionButton, PriceHistoryButton, RegionNameInput, RegionPriceInput, VillagePageButton, type RegionEditorProps } from './region-editors';

type Shared = Omit<RegionEditorProps, 'region' | 'deleting' | 'focusName'> & {
  deletingIds: ReadonlySet<string>;
  focusId: string | null;
};

/** Phones: one card per region with the same inline inputs, labelled Min / Max under each group. */
export function RegionCards({ regions, onSave, onDelete, onHistory, onVillage, deletingIds, focusId }: Shared & { regions: Region[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {regions.map((region) => (
        <li
          key={region.id}
          data-testid="region-row"
          data-region-id={region.id}
          className={`rounded-xl border border-slate-200 bg-white p-3 shadow-sm ${deletingIds.has(region.id) ? 'opacity-50' : ''}`}
        >
          <div className="flex items-start gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <RegionNameInput region={region} onSave={onSave} focusName={focusId === region.id} />
              <RegionNameInput region={region} field="regionTe" onSave={onSave} />
            </div>
            <VillagePageButton region={region} onVillage={onVillage} />
            <PriceHistoryButton region={region} onHistory={onHistory} />
            <DeleteRegionButton region={region} onDelete={onDelete} deleting={deletingIds.has(region.id)} />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {(['Residential', 'Commercial'] as const).map((group, groupIndex) => (
              <fieldset key={group} className="min-w-0">
                <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group} ₹/sq.yd</legend>
                <div className="flex flex-col gap-2">
                  {(['Min', 'Max'] as const).map((bound, boundIndex) => (
                    <div key={bound} className="grid grid-cols-[2.25rem_minmax(0,1fr)] items-start gap-1">
                      <span aria-hidden="true" className="pt-2.5 text-xs text-slate-500">
                        {bound}
                      </span>
                      <RegionPriceInput region={region} index={groupIndex * 2 + boundIndex} onSave={onSave} />
                    </div>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
