import type { Blog } from '@core/schemas/blog';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { UpdateDate } from './update-date';

/** One update in the list: title, date, three lines of content and 'Read more'. */
export function UpdateCard({ blog }: { blog: Blog }) {
  const href = paths.update.href(blog.id);
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
        {blog.category ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{blog.category}</span>
        ) : null}
        <UpdateDate iso={blog.createdAt} />
      </div>
      <h2 className="mt-3 text-lg font-bold leading-snug text-slate-900">
        <Link to={href} className="rounded hover:text-brand-700 hover:underline">
          {blog.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 text-slate-600">{blog.content}</p>
      <div className="mt-auto pt-4">
        {/* The visible words start the accessible name, which says which post it opens. */}
        <Link
          to={href}
          aria-label={`Read more: ${blog.title}`}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Read more
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
