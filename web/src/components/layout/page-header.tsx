import type { ReactNode } from 'react';

/**
 * The green band that opens an inner public page: an optional kicker above the title, the page's
 * one h1, a lead paragraph, and anything the page adds below (links, a button).
 */
export function PageHeader({
  title,
  lead,
  kicker,
  above,
  centered = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  kicker?: string;
  /** Shown before everything else (the category chips of a listing). */
  above?: ReactNode;
  centered?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={`bg-gradient-to-br from-brand-800 to-brand-700 py-12 text-white sm:py-16 ${centered ? 'text-center' : ''}`}>
      <div className={centered ? 'mx-auto max-w-3xl px-4 sm:px-6' : 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8'}>
        {above}
        {kicker ? <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{kicker}</p> : null}
        <h1 className={`max-w-3xl text-3xl font-bold sm:text-4xl ${kicker ? 'mt-2' : ''} ${centered ? 'mx-auto' : ''}`}>{title}</h1>
        {lead ? <p className={`mt-3 max-w-2xl text-lg text-brand-100 ${centered ? 'mx-auto' : ''}`}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
