import { ADMIN_SCROLL_THRESHOLD_PX } from '@core/constants';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { MenuIcon } from './admin-icons';

/**
 * The bar above every admin page: the page's name (its heading), who is signed in, and on a
 * phone the menu button. It gains a shadow once the page scrolls past 50 px (docs/product.md §9).
 */
export function AdminHeader({
  label,
  email,
  drawerId,
  drawerOpen,
  onOpenDrawer,
}: {
  label: string;
  email: string;
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}) {
  const scrolled = useScrolledPast(ADMIN_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-white/95 px-3 backdrop-blur transition-shadow duration-200 sm:px-6 lg:px-8 ${
        scrolled ? 'border-slate-200 shadow-md' : 'border-slate-200'
      }`}
    >
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <MenuIcon />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 sm:text-xl">{label}</h1>
      <div className="flex min-w-0 items-center gap-2">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 uppercase"
        >
          {email.charAt(0)}
        </span>
        <p className="sr-only min-w-0 truncate text-sm text-slate-600 sm:not-sr-only sm:max-w-xs" title={email}>
          <span className="sr-only">Signed in as </span>
          {email}
        </p>
      </div>
    </header>
  );
}
