import type { PlotCategory } from '@core/constants';
import { useT } from '@/i18n/use-language';

/** How selling through the broker works, in three steps. */
export function SellHowItWorks({ category }: { category: PlotCategory }) {
  const t = useT('sell').steps;
  return (
    <section aria-labelledby="sell-steps-heading">
      <h2 id="sell-steps-heading" className="text-2xl font-bold text-brand-800">
        {t.heading(category)}
      </h2>
      <ol className="mt-6 space-y-5">
        {t.items.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
