import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/i18n/dictionary-store';
import { DocumentTitle } from './document-title';
import { ErrorScreen } from './routes/error-screen';

/** Shown while the browser alone loads a screen's code (the admin area, which the server does not render). */
function LoadingScreen() {
  return <Spinner label="Loading…" className="min-h-svh" />;
}

/** Every back-office page: its title from its route's `handle`, as the public pages'. */
function AdminRoot() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

/** The back office is English; it shares components (form fields, filters) whose words are in `common` and `parts`, and shows the core's `messages`. */
function withSharedWords<M>(module: Promise<M>): Promise<M> {
  return Promise.all([module, loadNamespaces('en', ['common', 'parts', 'messages'])]).then(([loaded]) => loaded);
}

/**
 * The back office's routes, added to the browser's router when it first goes under /admin
 * (routes.tsx, `discoverAdminRoutes`). All of it is behind a sign-in and rendered in the browser.
 */
export const adminRoutes: RouteObject = {
  path: '/admin',
  Component: AdminRoot,
  ErrorBoundary: ErrorScreen,
  HydrateFallback: LoadingScreen,
  children: [
    { id: 'app/routes/admin/login', path: 'login', lazy: () => withSharedWords(import('./routes/admin/login')).then((m) => ({ Component: m.AdminLoginRoute, handle: m.handle })) },
    {
      id: 'app/routes/admin/reset-password',
      path: 'reset-password',
      lazy: () => withSharedWords(import('./routes/admin/reset-password')).then((m) => ({ Component: m.AdminResetPasswordRoute, handle: m.handle })),
    },
    {
      id: 'app/layouts/admin-layout',
      lazy: () => withSharedWords(import('./layouts/admin-layout')).then((m) => ({ Component: m.AdminLayout })),
      children: [
        { index: true, element: <Navigate to="/admin/dashboard" replace /> },
        { id: 'app/routes/admin/dashboard', path: 'dashboard', lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardRoute, handle: m.handle })) },
        { id: 'app/routes/admin/plots', path: 'plots', lazy: () => import('./routes/admin/plots').then((m) => ({ Component: m.AdminPlotsRoute, handle: m.handle })) },
        { id: 'app/routes/admin/ventures', path: 'ventures', lazy: () => import('./routes/admin/ventures').then((m) => ({ Component: m.AdminVenturesRoute, handle: m.handle })) },
        { id: 'app/routes/admin/new-venture', path: 'ventures/new', lazy: () => import('./routes/admin/new-venture').then((m) => ({ Component: m.AdminNewVentureRoute, handle: m.handle })) },
        { id: 'app/routes/admin/venture', path: 'ventures/:ventureId', lazy: () => import('./routes/admin/venture').then((m) => ({ Component: m.AdminVentureRoute, handle: m.handle })) },
        { id: 'app/routes/admin/regions', path: 'regions', lazy: () => import('./routes/admin/regions').then((m) => ({ Component: m.AdminRegionsRoute, handle: m.handle })) },
        { id: 'app/routes/admin/blogs', path: 'blogs', lazy: () => import('./routes/admin/blogs').then((m) => ({ Component: m.AdminBlogsRoute, handle: m.handle })) },
        { id: 'app/routes/admin/contacts', path: 'contacts', lazy: () => import('./routes/admin/contacts').then((m) => ({ Component: m.AdminContactsRoute, handle: m.handle })) },
        { id: 'app/routes/admin/lead', path: 'contacts/:leadId', lazy: () => import('./routes/admin/lead').then((m) => ({ Component: m.AdminLeadRoute, handle: m.handle })) },
        { id: 'app/routes/admin/settings', path: 'settings', lazy: () => import('./routes/admin/settings').then((m) => ({ Component: m.AdminSettingsRoute, handle: m.handle })) },
        // Signed in and an unknown admin path → the dashboard.
        { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
      ],
    },
  ],
};
