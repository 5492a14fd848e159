import { isPlotCategory, type PlotCategory } from '@core/constants';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import { SellHowItWorks } from '@/features/sell/components/sell-how-it-works';
import { SellWhyUs } from '@/features/sell/components/sell-why-us';
import { paths } from '@/config/paths';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';
import { handle as notFound, NotFoundRoute } from './not-found';

export const handle: PageHandle = {
  meta: (page) => {
    const category = page.params.category;
    if (!isPlotCategory(category)) return notFound.meta!(page);
    const t = dictionary(page.language, 'sell').meta;
    return {
      title: pageTitle(t.title(category), page.language),
      description: t.description(category),
      breadcrumbs: [{ name: t.breadcrumb(category), path: paths.sell.href(category) }],
    };
  },
};

// The form carries the forms' code (Zod and the lead schemas): it loads as it comes into view or is
// touched (components/ui/deferred.tsx), below the explanation on a phone; the server renders it whole.
const SellEnquiryForm = deferred(() => import('@/features/sell/components/sell-enquiry-form').then((m) => m.SellEnquiryForm));

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
  const t = useT('sell').header;
  return (
    <>
      <PageHeader kicker={t.kicker} title={t.title(category)} lead={t.lead}>
        {/* On a phone the form sits below the explanation: one tap takes the visitor there. */}
        <button type="button" onClick={goToForm} className={buttonClass('primary', 'mt-6 bg-accent-400! text-base text-brand-800! lg:hidden')}>
          {t.callBack}
        </button>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:px-8">
        <div className="space-y-10">
          <SellHowItWorks category={category} />
          <SellWhyUs />
        </div>
        <div>
          <DeferredSection key={category} component={SellEnquiryForm} props={{ category }} />
        </div>
      </div>
    </>
  );
}
