import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** One figure of the lead pipeline, in the counters' look: a title, a big value, a line or two below. */
export function FigureCard({ name, title, tone, loading, children }: { name: string; title: string; tone: string; loading: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`figure-${name}-heading`}
      aria-busy={loading}
      data-figure={name}
      className={`flex flex-col rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${tone}`}
    >
      <h2 id={`figure-${name}-heading`} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      {loading ? (
        <div aria-hidden="true">
          <Skeleton className="mt-2 h-9 w-24" />
          <Skeleton className="mt-3 h-4 w-40" />
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** The big number of a figure; `spoken` is what a screen reader says instead when the shown text is short-hand. */
export function FigureValue({ children, spoken }: { children: ReactNode; spoken?: string }) {
  return (
    <p data-figure-value className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-4xl">
      {spoken ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{spoken}</span>
        </>
      ) : (
        children
      )}
    </p>
  );
}
