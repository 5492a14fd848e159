import { LANGUAGE_TAGS } from '@core/languages';
import { localized } from '@core/localized';
import type { Blog } from '@core/schemas/blog';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { UpdateDate } from './update-date';

/** One update in the list: title, date, three lines of content and 'Read more', in the page's language when the post has it. */
export function UpdateCard({ blog }: { blog: Blog }) {
  const href = paths.update.href(blog.id);
  const t = useT('updates');
  const language = useLanguage();
  const readMoreId = useId();
  const content = localized(blog.content, blog.contentTe, language);
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
        {blog.category ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            <Localized english={blog.category} />
          </span>
        ) : null}
        <UpdateDate iso={blog.createdAt} />
      </div>
      <h2 className="mt-3 text-lg font-bold leading-snug text-slate-900">
        <Link to={href} className="rounded hover:text-brand-700 hover:underline">
          <Localized english={blog.title} telugu={blog.titleTe} />
        </Link>
      </h2>
      <p lang={content.language === language ? undefined : LANGUAGE_TAGS[content.language]} className="mt-2 line-clamp-3 text-slate-600">
        {content.text}
      </p>
      <div className="mt-auto pt-4">
        {/*
          The visible words start the accessible name, which says which post it opens. It comes from
          an element rather than an attribute so that an English title is marked as English there too.
        */}
        <Link
          to={href}
          aria-labelledby={readMoreId}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t.readMore}
          <span aria-hidden="true">→</span>
          <span id={readMoreId} hidden>
            {t.readMoreAbout}
            <Localized english={blog.title} telugu={blog.titleTe} />
          </span>
        </Link>
      </div>
    </article>
  );
}
