import { MESSAGES } from '@core/messages';
import { Link, Navigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { PostBody } from '@/components/ui/post-body';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/not-found';
import { useBlog } from '../api/get-blog';

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
      <div className="mt-6">
        <PostBody headingLevel="h1" title={blog.title} category={blog.category} date={blog.createdAt} content={blog.content} />
      </div>
      <div className="mt-10 border-t border-slate-200 pt-6">
        <BackToUpdates />
      </div>
    </article>
  );
}
