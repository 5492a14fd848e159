import { LANGUAGE_TAGS } from '@core/languages';
import { localized } from '@core/localized';
import type { Blog } from '@core/schemas/blog';
import { useParams } from 'react-router-dom';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { UpdateArticle } from '@/features/updates/components/update-article';
import { dictionary } from '@/i18n/dictionary-store';
import { excerpt } from '../meta/excerpt';
import { pageTitle, SITE_NAME, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: ({ params }) => [apiPaths.blog(params.id ?? '')],
  meta: ({ params, data, language }) => {
    const t = dictionary(language, 'updates');
    const key = apiPaths.blog(params.id ?? '');
    const blog = data.get<Blog>(key);
    // A deleted or mistyped update sends the visitor to the list.
    if (!blog) return data.missing(key) ? { title: '', description: '', redirect: paths.updates.href() } : { title: pageTitle(t.title, language), description: '' };
    const path = paths.update.href(blog.id);
    // The title and the text as the page shows them: the Telugu versions on a Telugu page when there are some.
    const title = localized(blog.title, blog.titleTe, language);
    const body = localized(blog.content, blog.contentTe, language);
    const description = excerpt(body.text);
    return {
      title: t.articleTitle(title.text),
      description,
      type: 'article',
      breadcrumbs: [
        { name: t.title, path: paths.updates.href() },
        { name: title.text, path },
      ],
      jsonLd: [
        {
          '@type': 'NewsArticle',
          headline: title.text.slice(0, 110),
          description,
          // The language the article is read in: its text's (English on a Telugu page without a Telugu version).
          inLanguage: LANGUAGE_TAGS[body.language],
          articleSection: blog.category || undefined,
          datePublished: blog.createdAt,
          dateModified: blog.updatedAt ?? blog.createdAt,
          mainEntityOfPage: path,
          url: path,
          author: { '@type': 'Organization', name: SITE_NAME, url: '/' },
          publisher: { '@id': '/#organization' },
        },
      ],
    };
  },
};

export function UpdateRoute() {
  const { id = '' } = useParams();
  return (
    <div className="min-h-[60vh] px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <UpdateArticle key={id} id={id} />
    </div>
  );
}
