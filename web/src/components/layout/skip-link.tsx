import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-language';

/**
 * 'Skip to content', the first stop of the keyboard: it focuses the page's main region without a
 * hash navigation (the router would take that for a new history entry).
 */
export function SkipLink({ target }: { target: string }) {
  const t = useT('common');
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const main = document.getElementById(target);
    main?.focus();
    main?.scrollIntoView();
  }
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-accent-400 px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t.skipToContent}
    </a>
  );
}
