import type { ReactNode } from 'react';

/** A card of a plot's page: a region named by its heading (`{name}-heading`), marked for tests by its name. */
export function PlotSection({ name, heading, children }: { name: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={name}>
      <h2 id={`${name}-heading`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
