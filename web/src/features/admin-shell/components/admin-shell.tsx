import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed';
import { adminPageLabel } from '../nav-items';
import { AdminBrand } from './admin-brand';
import { AdminDrawer } from './admin-drawer';
import { AdminHeader } from './admin-header';
import { CollapseIcon } from './admin-icons';
import { AdminSidebarNav } from './admin-sidebar-nav';
import { SkipLink } from '@/components/layout/skip-link';
import { useMediaQuery } from '@/hooks/use-media-query';

const SIDEBAR_ID = 'admin-sidebar';
const DRAWER_ID = 'admin-drawer';
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The frame of every signed-in admin page (docs/product.md §2): a sidebar that collapses to icons on a
 * desktop and is an off-canvas drawer on a phone, a header with the page's name and the admin's
 * email, and the page itself.
 */
export function AdminShell({
  email,
  onLogout,
  loggingOut,
  children,
}: {
  email: string;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const label = adminPageLabel(location.pathname);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Any navigation closes the drawer (also a tap on the page already open).
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setDrawerOpen(false);
  }
  // Turning a tablet to landscape (or widening the window) swaps the drawer for the sidebar.
  if (desktop && drawerOpen) setDrawerOpen(false);


  const sidebarWidth = collapsed ? 'lg:w-[4.5rem]' : 'lg:w-64';
  const contentOffset = collapsed ? 'lg:pl-[4.5rem]' : 'lg:pl-64';

  return (
    // slate-50: the grey (slate-500) texts written on the page itself keep 4.5:1 against it.
    <div className="min-h-svh bg-slate-50">
      <SkipLink target="admin-main" />

      <aside
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
        className={`fixed inset-y-0 left-0 z-40 hidden flex-col bg-brand-800 text-white shadow-xl transition-[width] duration-200 lg:flex ${sidebarWidth}`}
      >
        <div className={`flex h-16 shrink-0 items-center border-b border-white/10 ${collapsed ? 'justify-center px-2' : 'px-4'}`}>
          <AdminBrand compact={collapsed} />
        </div>
        <AdminSidebarNav
          collapsed={collapsed}
          onLogout={onLogout}
          loggingOut={loggingOut}
          toggle={
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls={SIDEBAR_ID}
              title={collapsed ? 'Expand sidebar' : undefined}
              className={`flex min-h-11 w-full items-center gap-3 rounded-lg text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white ${
                collapsed ? 'justify-center px-0' : 'px-3'
              }`}
            >
              <CollapseIcon collapsed={collapsed} className="shrink-0" />
              <span className={collapsed ? 'sr-only' : 'truncate'}>Collapse sidebar</span>
            </button>
          }
        />
      </aside>

      <AdminDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        email={email}
        onClose={() => setDrawerOpen(false)}
        onLogout={onLogout}
        loggingOut={loggingOut}
      />

      <div className={`flex min-h-svh flex-col transition-[padding] duration-200 ${contentOffset}`}>
        <AdminHeader
          label={label}
          email={email}
          drawerId={DRAWER_ID}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <main id="admin-main" tabIndex={-1} className="w-full min-w-0 flex-1 px-3 py-5 outline-none sm:px-6 sm:py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
