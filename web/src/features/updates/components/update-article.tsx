import { messageKey } from '@core/message-key';
import { buttonClass } from '@/components/ui/button';
import { PostBody } from '@/components/ui/post-body';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Localized } from '@/i18n/localized';
import { LocalizedLink as Link, LocalizedNavigate as Navigate } from '@/i18n/localized-link';
import { useMessageText } from '@/i18n/message-text';
import { useT } from '@/i18n/use-language';
import { isNotFound } from '@/lib/not-found';
import { useBlog } from '../api/get-blog';

function BackToUpdates({ label }: { label: string }) {
  return (
    <Link to={paths.updates.href()} className={buttonClass('secondary')}>
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}

/**
 * One update, in the page's language where the post has it (title and content each fall back to
 * the English, marked as such). Content is plain text split into paragraphs and rendered as text
 * (docs/security.md). A post that does not exist sends the visitor back to the list; any other
 * failure says so.
 */
export function UpdateArticle({ id }: { id: string }) {
  const { blog, error, retry } = useBlog(id);
  const t = useT('updates').article;
  const message = useMessageText();

  if (isNotFound(error)) return <Navigate to={paths.updates.href()} replace />;

  if (!blog) {
    // SWR keeps the error while it retries, so the message does not flicker back to a spinner.
    if (!error) return <Spinner label={t.loading} className="min-h-[40vh]" />;
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{message(messageKey('articleNotFound'))}</h1>
        <p className="mt-2 text-slate-600">{t.loadFailed}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={retry} className={buttonClass('primary')}>
            {t.tryAgain}
          </button>
          <BackToUpdates label={t.returnToList} />
        </div>
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl">
      <BackToUpdates label={t.back} />
      <div className="mt-6">
        <PostBody
          headingLevel="h1"
          title={<Localized english={blog.title} telugu={blog.titleTe} />}
          category={blog.category}
          date={blog.createdAt}
          content={blog.content}
          contentTe={blog.contentTe}
        />
      </div>
      <div className="mt-10 border-t border-slate-200 pt-6">
        <BackToUpdates label={t.back} />
      </div>
    </article>
  );
}
