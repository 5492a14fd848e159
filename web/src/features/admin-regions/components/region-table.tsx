import type { Region } from '@core/schemas/region';
import { Fragment } from 'react';
import { DeleteRegionButton, PriceHistoryButton, RegionNameInput, RegionPriceInput, VillagePageButton, type RegionEditorProps } from './region-editors';

type Shared = Omit<RegionEditorProps, 'region' | 'deleting' | 'focusName'> & {
  deletingIds: ReadonlySet<string>;
  focusId: string | null;
};

const PRICE_GROUPS = ['residential', 'commercial'] as const;

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** Wide screens: one row per region, every value editable in place. */
export function RegionTable({ regions, onSave, onDelete, onHistory, onVillage, deletingIds, focusId }: Shared & { regions: Region[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[1100px] border-collapse text-sm">
        <caption className="sr-only">Region prices per square yard; each value saves when you leave its box</caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200">
            <th scope="col" rowSpan={2} className={`${TH} w-[19%] align-bottom`}>
              Region
            </th>
            <th scope="col" rowSpan={2} className={`${TH} w-[19%] align-bottom`}>
              Telugu name
            </th>
            <th scope="colgroup" colSpan={2} className={`${TH} border-l border-slate-200 text-center`}>
              Residential (₹/sq.yd)
            </th>
            <th scope="colgroup" colSpan={2} className={`${TH} border-l border-slate-200 text-center`}>
              Commercial (₹/sq.yd)
            </th>
            <th scope="col" rowSpan={2} className={`${TH} w-40 align-bottom`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
          <tr className="border-b border-slate-200">
            {/* Min and Max under Residential, then under Commercial. */}
            {PRICE_GROUPS.map((group) => (
              <Fragment key={group}>
                <th scope="col" className={`${TH} border-l border-slate-200 text-right`}>
                  Min
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Max
                </th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {regions.map((region) => (
            <tr
              key={region.id}
              data-testid="region-row"
              data-region-id={region.id}
              className={`border-b border-slate-100 last:border-b-0 hover:bg-slate-50/60 ${deletingIds.has(region.id) ? 'opacity-50' : ''}`}
            >
              <td className="px-3 py-2 align-top">
                <RegionNameInput region={region} onSave={onSave} focusName={focusId === region.id} />
              </td>
              <td className="px-3 py-2 align-top">
                <RegionNameInput region={region} field="regionTe" onSave={onSave} />
              </td>
              {[0, 1, 2, 3].map((index) => (
                <td key={index} className={`px-3 py-2 align-top ${index % 2 === 0 ? 'border-l border-slate-100' : ''}`}>
                  <RegionPriceInput region={region} index={index} onSave={onSave} />
                </td>
              ))}
              <td className="px-2 py-2 text-right align-top whitespace-nowrap">
                <VillagePageButton region={region} onVillage={onVillage} />
                <PriceHistoryButton region={region} onHistory={onHistory} />
                <DeleteRegionButton region={region} onDelete={onDelete} deleting={deletingIds.has(region.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
