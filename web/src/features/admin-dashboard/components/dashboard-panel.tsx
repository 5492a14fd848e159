import type { ReactNode } from 'react';

/**
 * A headed box of the dashboard (recent leads, leads per week, upcoming visits): its title, a
 * line under it or an action beside it, then its content. Busy while its data is on its way.
 */
export function DashboardPanel({
  id,
  title,
  note,
  action,
  busy,
  className = '',
  children,
}: {
  /** The heading's id is `${id}-heading`. */
  id: string;
  title: string;
  note?: ReactNode;
  action?: ReactNode;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={busy} className={`rounded-xl border border-slate-200 bg-white shadow-sm${className ? ` ${className}` : ''}`}>
      <div className={`${action ? 'flex items-center justify-between gap-3 ' : ''}border-b border-slate-200 px-4 py-3 sm:px-5`}>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
        {action}
      </div>
      {children}
    </section>
  );
}
