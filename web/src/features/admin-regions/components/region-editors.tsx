import type { Region } from '@core/schemas/region';
import type { ReactNode } from 'react';
import { REGION_TEXTS } from '@/config/admin-texts';
import { parsePrice, parseRegionName, parseRegionTeluguName, PRICE_FIELDS, regionSaveTexts, type RegionField } from '../utils/region-values';
import { InlineRegionInput } from './inline-region-input';

export interface RegionEditorProps {
  region: Region;
  onSave: (region: Region, field: RegionField, value: string | number) => Promise<void>;
  onDelete: (region: Region) => void;
  /** Opens the region's price history. */
  onHistory: (region: Region) => void;
  /** Opens what the region's village page shows beside its prices. */
  onVillage: (region: Region) => void;
  deleting: boolean;
  focusName: boolean;
}

/** Accessible names carry the region, so a screen reader user in a row of twenty knows which one. */
function nameOf(region: Region): string {
  return region.region || 'unnamed region';
}

/** The two names of a region: the English one, and the Telugu one for the Telugu site (optional). */
const NAMES = {
  region: { label: 'Region name', parse: parseRegionName, lang: undefined, placeholder: undefined },
  regionTe: { label: 'Telugu name', parse: parseRegionTeluguName, lang: 'te', placeholder: 'Telugu name (optional)' },
} as const;

export function RegionNameInput({
  region,
  field = 'region',
  onSave,
  focusName = false,
}: Pick<RegionEditorProps, 'region' | 'onSave'> & { field?: keyof typeof NAMES; focusName?: boolean }) {
  const name = NAMES[field];
  return (
    <InlineRegionInput
      kind="name"
      label={`${name.label} for ${nameOf(region)}`}
      saved={region[field]}
      parse={name.parse}
      onSave={(value) => onSave(region, field, value)}
      failureMessage={regionSaveTexts(field).failed}
      focusOnMount={focusName}
      lang={name.lang}
      placeholder={name.placeholder}
    />
  );
}

export function RegionPriceInput({
  region,
  index,
  onSave,
}: Pick<RegionEditorProps, 'region' | 'onSave'> & { index: number }) {
  const spec = PRICE_FIELDS[index]!;
  return (
    <InlineRegionInput
      kind="price"
      label={`${spec.group} ${spec.bound} price for ${nameOf(region)}`}
      saved={region[spec.field]}
      parse={(text) => parsePrice(spec.field, text)}
      onSave={(value) => onSave(region, spec.field, value)}
      failureMessage={REGION_TEXTS.priceFailed}
    />
  );
}

export function DeleteRegionButton({ region, onDelete, deleting }: Pick<RegionEditorProps, 'region' | 'onDelete' | 'deleting'>) {
  return (
    <button
      type="button"
      onClick={() => onDelete(region)}
      disabled={deleting}
      aria-label={`Delete ${nameOf(region)}`}
      title="Delete region"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-50"
    >
      {deleting ? (
        <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-red-200 border-t-red-700" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </svg>
      )}
    </button>
  );
}

/** A round icon button of a region's row, named for the region. */
function RegionIconButton({ label, title, onClick, children }: { label: string; title: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} title={title} className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {children}
      </svg>
    </button>
  );
}

export function PriceHistoryButton({ region, onHistory }: Pick<RegionEditorProps, 'region' | 'onHistory'>) {
  return (
    <RegionIconButton label={`Price history of ${nameOf(region)}`} title="Price history" onClick={() => onHistory(region)}>
      <path d="M4 19h16M5 15l4-5 4 3 6-7" />
    </RegionIconButton>
  );
}

export function VillagePageButton({ region, onVillage }: Pick<RegionEditorProps, 'region' | 'onVillage'>) {
  return (
    <RegionIconButton label={`Village page of ${nameOf(region)}`} title="Village page" onClick={() => onVillage(region)}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </RegionIconButton>
  );
}
