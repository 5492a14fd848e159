import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-language';

/** 'Page not found': the 404 of an unknown path, an unknown category or a missing record, with where to go instead. */
export function NotFoundPanel({ message, children }: { message: string; children: ReactNode }) {
  const t = useT('common');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-600">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800">{t.notFound.heading}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {children}
    </div>
  );
}
