import type { LeadFact } from '@core/lead-facts';

/** Labelled facts of a lead (core/lead-facts.ts), label beside value: a seller's land on the card, what they asked on the lead's page. */
export function FactList({ facts, className = '' }: { facts: readonly LeadFact[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 ${className}`}>
      {facts.map(({ key, label, value }) => (
        <div key={key} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
