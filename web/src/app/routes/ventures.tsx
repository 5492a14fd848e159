import type { VentureSummary } from '@core/schemas/venture';
import { PageHeader } from '@/components/layout/page-header';
import { apiPaths } from '@/config/api-paths';
import { VentureList } from '@/features/plots/components/ventures/venture-list';
import { useT } from '@/i18n/use-language';
import { venturesMeta } from '../meta/ventures-meta';
import type { PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: () => [apiPaths.ventures()],
  meta: ({ language, data }) => venturesMeta(data.get<VentureSummary[]>(apiPaths.ventures()), language),
};

/** /ventures: every venture with its village, approvals and how many plots are free. */
export function VenturesRoute() {
  const t = useT('ventures').list;
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <VentureList />
      </div>
    </>
  );
}
