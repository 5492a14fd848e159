import type { PlotEnquiry } from '@/lib/plot-enquiry';

/** A plot enquiry's plot (a link to its public page, in a new tab) and the day and time of day the visitor would like to visit. */
export function PlotEnquirySummary({ enquiry, className = '' }: { enquiry: PlotEnquiry; className?: string }) {
  return (
    <dl data-testid="plot-enquiry" className={`grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm ${className}`}>
      <dt className="text-slate-500">Plot</dt>
      <dd className="min-w-0 break-words">
        {enquiry.href ? (
          <a href={enquiry.href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {enquiry.plotTitle}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-slate-800">{enquiry.plotTitle}</span>
        )}
      </dd>
      {enquiry.visitDateText ? (
        <>
          <dt className="text-slate-500">Visit</dt>
          <dd className="text-slate-800">
            <time dateTime={enquiry.visitDate}>{enquiry.visitDateText}</time>
            {enquiry.visitSlotText ? <span data-testid="visit-slot">, {enquiry.visitSlotText}</span> : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
