import { format } from 'date-fns';

/** A post's date as the original shows it: 'MMMM d, yyyy' (e.g. 'March 4, 2025'). */
export function UpdateDate({ iso, className = '' }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} className={className}>
      {format(date, 'MMMM d, yyyy')}
    </time>
  );
}
