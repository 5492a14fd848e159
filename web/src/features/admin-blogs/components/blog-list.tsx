import { longDate } from '@core/dates';
import type { Blog } from '@core/schemas/blog';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { blogValues, hasUnsavedDraft } from '../utils/blog-draft';
import { NewsMailProgress } from './news-mail-progress';


const ACTION = 'inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold';

/** The posts, newest first: title, category, date, and View / Edit / Delete; the post just sent to the news subscribers with its mail's progress. */
export function BlogList({
  blogs,
  onEdit,
  onDelete,
  deletingId,
  mailedId,
}: {
  blogs: Blog[];
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => void;
  deletingId: string | null;
  mailedId: string | null;
}) {
  return (
    <ul aria-label="Blog posts" className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {blogs.map((blog) => {
        const created = longDate(blog.createdAt);
        const updated = blog.updatedAt && blog.updatedAt !== blog.createdAt ? longDate(blog.updatedAt) : '';
        const draft = hasUnsavedDraft(blog.id, blogValues(blog));
        return (
          <li key={blog.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="min-w-0">
              <h3 className="break-words font-semibold text-slate-900">{blog.title}</h3>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                {blog.category ? (
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{blog.category}</span>
                ) : null}
                {created ? <time dateTime={blog.createdAt}>{created}</time> : null}
                {updated ? <span>Updated {updated}</span> : null}
                {draft ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Unsaved draft</span>
                ) : null}
              </p>
              {blog.id === mailedId ? <NewsMailProgress blogId={blog.id} className="mt-1" /> : null}
            </div>
            <div className="-ml-3 flex shrink-0 flex-wrap items-center gap-1 sm:ml-0">
              <Link to={paths.update.href(blog.id)} target="_blank" rel="noopener" className={`${ACTION} text-slate-600 hover:bg-slate-100`}>
                View<span className="sr-only"> {blog.title} (opens in a new tab)</span>
              </Link>
              <button type="button" onClick={() => onEdit(blog)} className={`${ACTION} text-brand-700 hover:bg-brand-50`}>
                Edit<span className="sr-only"> {blog.title}</span>
              </button>
              <button
                type="button"
                onClick={() => onDelete(blog)}
                disabled={deletingId === blog.id}
                className={`${ACTION} text-red-700 hover:bg-red-50 disabled:text-slate-400`}
              >
                {deletingId === blog.id ? 'Deleting...' : 'Delete'}
                <span className="sr-only"> {blog.title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
