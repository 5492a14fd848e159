import type { Blog } from '@core/schemas/blog';
import { useParams } from 'react-router-dom';
import { apiPaths } from '@/config/api-paths';
import { paths } from '@/config/paths';
import { UpdateArticle } from '@/features/updates/components/update-article';
import { excerpt } from '../meta/excerpt';
import { SITE_NAME, type PageHandle } from '../page-handle';

export const handle: PageHandle = {
  data: ({ params }) => [apiPaths.blog(params.id ?? '')],
  meta: ({ params, data }) => {
    const key = apiPaths.blog(params.id ?? '');
    const blog = data.get<Blog>(key);
    // A deleted or mistyped update sends the visitor to the list.
    if (!blog) return data.missing(key) ? { title: '', description: '', redirect: paths.updates.href() } : { title: `Amaravati Updates | ${SITE_NAME}`, description: '' };
    const path = paths.update.href(blog.id);
    return {
      title: `${blog.title} | Amaravati Updates`,
      description: excerpt(blog.content),
      type: 'article',
      breadcrumbs: [
        { name: 'Amaravati Updates', path: paths.updates.href() },
        { name: blog.title, path },
      ],
      jsonLd: [
        {
          '@type': 'NewsArticle',
          headline: blog.title.slice(0, 110),
          description: excerpt(blog.content),
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
