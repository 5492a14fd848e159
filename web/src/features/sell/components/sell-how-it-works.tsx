import type { PlotCategory } from '@core/constants';
import { PLOT_CATEGORY_LABELS } from '@core/constants';

const STEPS = [
  {
    title: 'Tell us about your property',
    text: 'Fill in the form or call us. A few details are enough: where it is, its size and what you expect.',
  },
  {
    title: 'We verify and value it',
    text: 'Our team visits the site, checks the title documents and approvals, and suggests a price from current rates per square yard.',
  },
  {
    title: 'We bring buyers and see it through',
    text: 'We show it to serious buyers, handle site visits and negotiation, and stay with you until registration.',
  },
] as const;

/** How selling through the broker works, in three steps. */
export function SellHowItWorks({ category }: { category: PlotCategory }) {
  return (
    <section aria-labelledby="sell-steps-heading">
      <h2 id="sell-steps-heading" className="text-2xl font-bold text-brand-800">
        How selling your {PLOT_CATEGORY_LABELS[category].toLowerCase()} property works
      </h2>
      <ol className="mt-6 space-y-5">
        {STEPS.map((step, index) => (
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
