import { useId } from 'react';
import { NEWS_MAIL_TEXTS } from '@/config/admin-texts';
import { newsMailTotal, useNewsMail, type NewsMailStatus } from '../api/news-mail';
import { NewsMailProgress } from './news-mail-progress';

function hintOf(status: NewsMailStatus | undefined, error: Error | undefined): string {
  if (!status) return error ? NEWS_MAIL_TEXTS.countFailed : NEWS_MAIL_TEXTS.counting;
  const who = status.recipients === 0 ? NEWS_MAIL_TEXTS.nobody : NEWS_MAIL_TEXTS.recipients(status.recipients);
  return newsMailTotal(status) > 0 ? `${who} ${NEWS_MAIL_TEXTS.onlyNew}` : who;
}

/**
 * "Send to news subscribers" under the post editor (off by default; the editor sends it after the
 * post is saved): how many confirmed news subscribers would get it, and for a post sent before,
 * its progress, read again while mails wait.
 */
export function NewsMailField({ blogId, checked, onChange }: { blogId: string | null; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const { status, error } = useNewsMail(blogId);
  return (
    <div className="space-y-1">
      <label htmlFor={`${id}-send`} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          id={`${id}-send`}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="h-5 w-5 shrink-0 accent-brand-700"
        />
        {NEWS_MAIL_TEXTS.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {hintOf(status, error)}
      </p>
      {blogId ? <NewsMailProgress blogId={blogId} /> : null}
    </div>
  );
}
