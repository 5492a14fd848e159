import { AP_RERA_URL } from '@core/constants';
import type { VentureSummary } from '@core/schemas/venture';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-language';

/** A venture's approvals, typed once for all its plots: the layout permit and who gave it, the AP RERA number (with the AP RERA site to check it). */
export function VentureApprovalRows({ venture }: { venture: Pick<VentureSummary, 'layoutAuthority' | 'layoutPermitNumber' | 'reraNumber'> }) {
  const t = useT('ventures').approvals;
  const rows: { label: string; value: ReactNode }[] = [];
  if (venture.layoutPermitNumber) rows.push({ label: t.layoutPermit(venture.layoutAuthority), value: t.permitNumber(venture.layoutPermitNumber) });
  if (venture.reraNumber)
    rows.push({
      label: t.rera,
      value: (
        <>
          <span className="font-mono">{venture.reraNumber}</span>{' '}
          <a href={AP_RERA_URL} target="_blank" rel="noopener noreferrer" className="relative z-10 ml-1 inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t.verify}
            <span className="sr-only">{t.opensInNewTab}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </>
      ),
    });
  if (rows.length === 0) return null;
  return (
    <>
      {rows.map((row) => (
        <div key={row.label} className="grid gap-0.5 py-1.5 sm:grid-cols-[11rem_1fr] sm:gap-2">
          <dt className="text-slate-500">{row.label}</dt>
          <dd className="font-medium break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </>
  );
}

/** 'Approvals' on a venture's page. */
export function VentureApprovals({ venture }: { venture: Pick<VentureSummary, 'layoutAuthority' | 'layoutPermitNumber' | 'reraNumber'> }) {
  const t = useT('ventures').approvals;
  const any = Boolean(venture.layoutPermitNumber || venture.reraNumber);
  return (
    <section aria-labelledby="venture-approvals-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="venture-approvals">
      <h2 id="venture-approvals-heading" className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      {any ? (
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <VentureApprovalRows venture={venture} />
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.none}</p>
      )}
    </section>
  );
}
