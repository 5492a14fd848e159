import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { UpdatesList } from '@/features/updates/components/updates-list';
import { PageHeader } from '@/components/layout/page-header';
import { dictionary } from '@/i18n/dictionary-store';
import { useT } from '@/i18n/use-language';
import { pageTitle, type PageHandle } from '../page-handle';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';

export const handle: PageHandle = {
  data: () => [apiPaths.blogs()],
  meta: ({ language }) => {
    const t = dictionary(language, 'updates');
    return {
      title: pageTitle(t.title, language),
      description: t.description,
      breadcrumbs: [{ name: t.title, path: paths.updates.href() }],
    };
  },
};

export function UpdatesRoute() {
  const t = useT('updates');
  return (
    <>
      <PageHeader centered title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {/* Following the news: a mail when a post is sent to the news subscribers (docs/product.md, "Alerts for subscribers"). */}
        <div className="mb-8 flex justify-center">
          <FollowAlert kind="news" alert={{ kind: 'news' }} />
        </div>
        <UpdatesList />
      </div>
    </>
  );
}
