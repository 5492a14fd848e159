import type { LeadFact } from '@core/lead-facts';

/**
 * Labelled facts of a lead (core/lead-facts.ts), label beside value: a seller's land and a
 * venture's plots on the card, what they asked on the lead's page. A fact with an address (the
 * venture's page) is a link that opens in a new tab, so the board stays where it was.
 */
export function FactList({ facts, className = '' }: { facts: readonly LeadFact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 ${className}`}>
      {facts.map(({ key, label, value, href }) => (
        <div key={key} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words text-slate-800">
            {href ? (
              <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {value}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
