import { NEWS_MAIL_TEXTS } from '@/config/admin-texts';
import { newsMailTotal, useNewsMail } from '../api/news-mail';

/**
 * A post's mail to the news subscribers: "News mail: sent x of y", with how many failed and how
 * many wait, read again while some wait; nothing for a post never sent.
 */
export function NewsMailProgress({ blogId, className = '' }: { blogId: string; className?: string }) {
  const { status } = useNewsMail(blogId);
  const total = status ? newsMailTotal(status) : 0;
  if (!status || total === 0) return null;
  const parts = [NEWS_MAIL_TEXTS.progress(status.sent, total)];
  if (status.failed > 0) parts.push(NEWS_MAIL_TEXTS.failed(status.failed));
  if (status.queued > 0) parts.push(NEWS_MAIL_TEXTS.waiting(status.queued));
  return (
    <p role="status" className={`text-sm font-medium text-slate-700 ${className}`}>
      {parts.join(' · ')}
    </p>
  );
}
