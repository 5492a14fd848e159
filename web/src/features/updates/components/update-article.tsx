import { MESSAGES } from '@core/messages';
import { blogParagraphs } from '@core/blog-text';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound, useBlog } from '../api/get-blog';
import { UpdateDate } from './update-date';

function BackToUpdates({ label = 'Back to Updates' }: { label?: string }) {
  return (
    <Link to={paths.updates.href()} className={buttonClass('secondary')}>
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}

/**
 * One update. Content is plain text split into paragraphs and rendered as text (docs/security.md).
 * A post that does not exist sends the visitor back to the list; any other failure says so.
 */
export function UpdateArticle({ id }: { id: string }) {
  const { blog, error, retry } = useBlog(id);

  useEffect(() => {
    if (blog) document.title = `${blog.title} | Amaravati Updates`;
  }, [blog]);

  if (isNotFound(error)) return <Navigate to={paths.updates.href()} replace />;

  if (!blog) {
    // SWR keeps the error while it retries, so the message does not flicker back to a spinner.
    if (!error) return <Spinner label="Loading update…" className="min-h-[40vh]" />;
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.articleNotFound}</h1>
        <p className="mt-2 text-slate-600">We could not load this update. Check your connection and try again.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonClass('primary')}>
            Try again
          </button>
          <BackToUpdates label="Return to Updates" />
        </div>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl">
      <BackToUpdates />
      <header className="mt-6 border-b border-slate-200 pb-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
          {blog.category ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{blog.category}</span>
          ) : null}
          <UpdateDate iso={blog.createdAt} />
        </div>
        <h1 className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{blog.title}</h1>
      </header>
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
        {blogParagraphs(blog.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10 border-t border-slate-200 pt-6">
        <BackToUpdates />
      </div>
    </article>
  );
}
