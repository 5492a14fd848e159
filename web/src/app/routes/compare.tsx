import { PageHeader } from '@/components/layout/page-header';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { ComparePage } from '@/features/plots/components/compare/compare-page';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { compareIds } from '@/lib/compare-tray';
import { pageTitle, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: ({ url }) => compareIds(url.searchParams.get('ids')).map((id) => apiPaths.plot(id)),
  meta: ({ language }) => {
    const t = dictionary(language, 'compare');
    return {
      title: pageTitle(t.title, language),
      description: t.description,
      canonicalPath: paths.compare.path,
      // Each comparison is a visitor's own pick: the page is for sharing, not for search results.
      noindex: true,
    };
  },
};

/** /compare?ids=a,b: plots side by side. */
export function CompareRoute() {
  const t = useT('compare');
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <ComparePage />
    </>
  );
}
