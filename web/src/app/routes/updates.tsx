import { UpdatesList } from '@/features/updates/components/updates-list';
import { PageHeader } from '@/components/layout/page-header';
import { pageTitle, type PageHandle } from '../page-handle';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';

export const handle: PageHandle = {
  data: () => [apiPaths.blogs()],
  meta: () => ({
    title: pageTitle('Amaravati Updates'),
    description: 'News from the Amaravati capital region: infrastructure, policy, projects and the property market, newest first.',
    breadcrumbs: [{ name: 'Amaravati Updates', path: paths.updates.href() }],
  }),
};

export function UpdatesRoute() {
  return (
    <>
      <PageHeader
        centered
        title="Amaravati Updates"
        lead="Stay informed about the latest developments, infrastructure projects and property news in the capital region."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <UpdatesList />
      </div>
    </>
  );
}
