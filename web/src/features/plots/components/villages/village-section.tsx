import type { ReactNode } from 'react';

/** A part of a village's page under its own heading (h2), named by it for screen readers. */
export function Section({ id, heading, children, className = '' }: { id: string; heading: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 ${className}`}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
