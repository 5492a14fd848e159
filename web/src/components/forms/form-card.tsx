import type { FormEventHandler, ReactNode } from 'react';

/**
 * A public page's form in its card (contact, sell): a heading, a line under it, then the form,
 * which the heading names. The heading's id is `${id}-heading` (a page may scroll to it).
 */
export function FormCard({
  id,
  heading,
  intro,
  onSubmit,
  children,
}: {
  id: string;
  heading: ReactNode;
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-800">
        {heading}
      </h2>
      <p className="mt-1 mb-6 text-slate-600">{intro}</p>
      <form noValidate aria-labelledby={`${id}-heading`} onSubmit={onSubmit} className="relative space-y-5">
        {children}
      </form>
    </section>
  );
}
