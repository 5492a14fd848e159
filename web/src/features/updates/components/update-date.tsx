import { longDate } from '@/i18n/formats';
import { useLanguage } from '@/i18n/use-language';

/** A post's date as 'MMMM d, yyyy' (e.g. 'March 4, 2025', 'మార్చి 4, 2025'), on the Indian calendar day. */
export function UpdateDate({ iso, className = '' }: { iso: string; className?: string }) {
  const text = longDate(iso, useLanguage());
  if (!text) return null;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
