import { LAYOUT_AUTHORITIES } from '@core/constants';
import type { PlotData } from '@core/schemas/plot';
import type { Venture } from '@core/schemas/venture';
import { SelectField, TextField } from '@/components/forms/form-controls';
import { Options } from '@/components/forms/options';
import type { SchemaForm } from '@/lib/forms/use-schema-form';
import type { PlotFormValues } from '../utils/plot-form-values';

type PlotForm = SchemaForm<PlotFormValues, PlotData>;

const AUTHORITY_NAMES = { APCRDA: 'APCRDA (capital region)', DTCP: 'DTCP (town & country planning)' } as const satisfies Record<(typeof LAYOUT_AUTHORITIES)[number], string>;
const NUMBER = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

/** The venture's approvals in one line: 'APCRDA · LP 31/2020 · RERA P06060125894' (just the authority when it has no numbers yet). */
function ventureApprovals(venture: Venture): string {
  return [venture.layoutAuthority, venture.layoutPermitNumber ? `LP ${venture.layoutPermitNumber}` : '', venture.reraNumber ? `RERA ${venture.reraNumber}` : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * Approvals: the venture, who approved the layout and its numbers, all optional, checked with the
 * core schema's messages. A plot of a venture (`venture`) has the venture's approvals, typed once
 * there: they are shown, not asked (the plot's own stay stored as they were); survey numbers stay
 * the plot's own.
 */
export function ApprovalsFields({ id, form, venture }: { id: string; form: PlotForm; venture: Venture | null }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Approvals</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {venture ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 sm:col-span-2" data-testid="venture-approvals">
            From the venture <span className="font-semibold text-slate-900">{venture.name}</span>: {ventureApprovals(venture)}. Change them on the venture’s page.
          </p>
        ) : (
          <>
            <TextField form={form} name="ventureName" id={`${id}-venture`} label="Venture / layout name" autoComplete="off" placeholder="e.g. Sri Sai Nagar Phase 2" />
            <SelectField form={form} name="layoutAuthority" id={`${id}-authority`} label="Approved by">
              <Options values={LAYOUT_AUTHORITIES} labels={AUTHORITY_NAMES} />
            </SelectField>
            <TextField form={form} name="layoutPermitNumber" id={`${id}-lp`} label="LP number" autoComplete="off" placeholder="e.g. 31/2020" />
            <TextField form={form} name="reraNumber" id={`${id}-rera`} label="AP RERA number" autoComplete="off" placeholder="e.g. P06060125894" />
          </>
        )}
        <div className="sm:col-span-2">
          <TextField form={form} name="surveyNumbers" id={`${id}-survey`} label="Survey numbers" hint="Separate them with commas, e.g. 123, 45/2A, 301-B" autoComplete="off" />
        </div>
      </div>
    </fieldset>
  );
}

/** Charges on top of the rate, per square yard (empty counts as none). */
export function ChargesFields({ id, form }: { id: string; form: PlotForm }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Charges</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="developmentChargesPerSqYard" id={`${id}-development`} label="Development charges per sq.yd (₹)" {...NUMBER} placeholder="e.g. 1500" />
        <TextField form={form} name="premiumPerSqYard" id={`${id}-premium`} label="Corner / facing premium per sq.yd (₹)" {...NUMBER} placeholder="e.g. 1000" />
      </div>
    </fieldset>
  );
}
