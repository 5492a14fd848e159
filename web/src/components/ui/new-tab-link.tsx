import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useT } from '@/i18n/use-language';

/**
 * A link that opens in a new tab (without giving the new page a handle on this one) and says so
 * to screen readers after its words: `note` where the link needs more words (what it is for), or
 * the common "(opens in a new tab)".
 */
export function NewTabLink({ note, children, ...link }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { note?: ReactNode }) {
  const { opensInNewTab } = useT('common');
  return (
    <a {...link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{note ?? opensInNewTab}</span>
    </a>
  );
}
