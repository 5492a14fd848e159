import { PageHeader } from '@/components/layout/page-header';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { ComparePage } from '@/features/plots/components/compare/compare-page';
import { compareIds } from '@/lib/compare-tray';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: ({ url }) => compareIds(url.searchParams.get('ids')).map((id) => apiPaths.plot(id)),
  meta: () => ({
    title: pageTitle('Compare plots'),
    description: 'Plots in Amaravati side by side: price, rate per square yard, area, facing, road width, approvals and status.',
    canonicalPath: paths.compare.path,
    // Each comparison is a visitor's own pick: the page is for sharing, not for search results.
    noindex: true,
  }),
};

/** /compare?ids=a,b: plots side by side. */
export function CompareRoute() {
  return (
    <>
      <PageHeader title="Compare plots" lead="Price, rate, area, facing, road width, approvals and status, side by side." />
      <ComparePage />
    </>
  );
}
