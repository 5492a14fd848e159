import { ROADMAP_ITEMS } from '@core/roadmap';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-language';

type RoadmapStatus = (typeof ROADMAP_ITEMS)[number]['status'];

const BADGES: Record<RoadmapStatus, string> = {
  Completed: 'bg-brand-100 text-brand-800 ring-brand-600/30',
  'In Progress': 'bg-amber-100 text-amber-900 ring-amber-600/30',
  Upcoming: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

const DOTS: Record<RoadmapStatus, string> = {
  Completed: 'bg-brand-600',
  'In Progress': 'bg-accent-500',
  Upcoming: 'bg-slate-400',
};

/** 'Development in Progress' (docs/product.md §2): the three roadmap cards and, below them, the subscribe action. */
export function DevelopmentRoadmap({ children }: { children?: ReactNode }) {
  const t = useT('contact').roadmap;
  return (
    <section aria-labelledby="roadmap-heading" className="rounded-3xl bg-brand-50 px-5 py-10 sm:px-10">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="roadmap-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {t.heading}
        </h2>
        <p className="mt-2 text-slate-700">{t.intro}</p>
      </div>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {ROADMAP_ITEMS.map((item, index) => (
          <li key={item.title} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <span aria-hidden="true" className="text-sm font-bold text-slate-500">
                0{index + 1}
              </span>
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${BADGES[item.status]}`}
              >
                <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOTS[item.status]}`} />
                <span className="sr-only">{t.status}</span>
                {t.statuses[item.status]}
              </span>
            </div>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t.titles[item.title]}</h3>
            <p className="mt-1 text-sm text-slate-600">{t.descriptions[item.title]}</p>
          </li>
        ))}
      </ol>
      {children ? <div className="mx-auto mt-8 max-w-xl">{children}</div> : null}
    </section>
  );
}
