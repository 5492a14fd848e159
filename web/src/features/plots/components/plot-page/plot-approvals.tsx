import { AP_RERA_URL } from '@core/constants';
import type { Plot } from '@core/schemas/plot';
import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Localized } from '@/i18n/localized';
import { useT } from '@/i18n/use-language';
import { PlotSection } from './plot-section';

/** 'Approvals': the venture, the layout permit and who gave it, the AP RERA registration (with the AP RERA site to check it) and the survey numbers. */
export function PlotApprovals({ plot }: { plot: Plot }) {
  const t = useT('plotPage').approvals;
  const rows: { label: string; value: ReactNode }[] = [];
  if (plot.ventureName) rows.push({ label: t.venture, value: <Localized english={plot.ventureName} /> });
  if (plot.layoutPermitNumber) rows.push({ label: t.layoutPermit(plot.layoutAuthority), value: t.permitNumber(plot.layoutPermitNumber) });
  if (plot.reraNumber)
    rows.push({
      label: t.rera,
      value: (
        <>
          <span className="font-mono">{plot.reraNumber}</span>{' '}
          <NewTabLink href={AP_RERA_URL} className="ml-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t.verify}
            <span aria-hidden="true"> ↗</span>
          </NewTabLink>
        </>
      ),
    });
  if (plot.surveyNumbers.length > 0) rows.push({ label: plot.surveyNumbers.length > 1 ? t.surveyNumbers : t.surveyNumber, value: plot.surveyNumbers.join(', ') });

  return (
    <PlotSection name="plot-approvals" heading={t.heading}>
      {rows.length > 0 ? (
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="font-medium break-words text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.none}</p>
      )}
    </PlotSection>
  );
}
