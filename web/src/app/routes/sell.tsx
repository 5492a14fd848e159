import { PLOT_CATEGORIES, PLOT_CATEGORY_LABELS, type PlotCategory } from '@core/constants';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { SellEnquiryForm } from '@/features/sell/components/sell-enquiry-form';
import { SellHowItWorks } from '@/features/sell/components/sell-how-it-works';
import { SellWhyUs } from '@/features/sell/components/sell-why-us';
import { NotFoundRoute } from './not-found';

function isPlotCategory(value: string | undefined): value is PlotCategory {
  return (PLOT_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function SellRoute() {
  const { category } = useParams();
  if (!isPlotCategory(category)) return <NotFoundRoute />;
  return <SellPage category={category} />;
}

function goToForm() {
  document.getElementById('sell-form-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById('sell-category')?.focus({ preventScroll: true });
}

function SellPage({ category }: { category: PlotCategory }) {
  const label = PLOT_CATEGORY_LABELS[category];
  useEffect(() => {
    document.title = `Sell ${label} Property | Amaravati Plots`;
  }, [label]);
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-700 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Sell with us</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Sell your {label.toLowerCase()} property in Amaravati</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">
            Get a fair price from serious buyers, with the paperwork checked and handled by a local team.
          </p>
          {/* On a phone the form sits below the explanation: one tap takes the visitor there. */}
          <button type="button" onClick={goToForm} className={buttonClass('primary', 'mt-6 bg-accent-400! text-base text-brand-800! lg:hidden')}>
            Get a call back
          </button>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:px-8">
        <div className="space-y-10">
          <SellHowItWorks category={category} />
          <SellWhyUs />
        </div>
        <div>
          <SellEnquiryForm key={category} category={category} />
        </div>
      </div>
    </>
  );
}
