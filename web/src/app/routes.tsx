import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { ErrorScreen } from './routes/error-screen';

/** Shown while the browser alone loads a screen's code (the admin area, which the server does not render). */
function LoadingScreen() {
  return <Spinner label="Loading…" className="min-h-svh" />;
}

/**
 * Every route of the site, for the browser (app/router in main.tsx) and for the server renderer
 * (entry-server.tsx) alike. Each screen is a lazy chunk, so a visitor downloads only what they
 * open; admin code sits under its own lazy /admin branch and never reaches a visitor. A route's
 * `id` is the module it loads (web/src/<id>.tsx): the renderer preloads that chunk for the page
 * it sends, and the browser resolves it before hydrating.
 */
export const routes: RouteObject[] = [
  {
    path: '/admin',
    ErrorBoundary: ErrorScreen,
    HydrateFallback: LoadingScreen,
    children: [
      { id: 'app/routes/admin/login', path: 'login', lazy: () => import('./routes/admin/login').then((m) => ({ Component: m.AdminLoginRoute })) },
      {
        id: 'app/routes/admin/reset-password',
        path: 'reset-password',
        lazy: () => import('./routes/admin/reset-password').then((m) => ({ Component: m.AdminResetPasswordRoute })),
      },
      {
        id: 'app/layouts/admin-layout',
        lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { id: 'app/routes/admin/dashboard', path: 'dashboard', lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardRoute })) },
          { id: 'app/routes/admin/plots', path: 'plots', lazy: () => import('./routes/admin/plots').then((m) => ({ Component: m.AdminPlotsRoute })) },
          { id: 'app/routes/admin/regions', path: 'regions', lazy: () => import('./routes/admin/regions').then((m) => ({ Component: m.AdminRegionsRoute })) },
          { id: 'app/routes/admin/blogs', path: 'blogs', lazy: () => import('./routes/admin/blogs').then((m) => ({ Component: m.AdminBlogsRoute })) },
          { id: 'app/routes/admin/contacts', path: 'contacts', lazy: () => import('./routes/admin/contacts').then((m) => ({ Component: m.AdminContactsRoute })) },
          { id: 'app/routes/admin/settings', path: 'settings', lazy: () => import('./routes/admin/settings').then((m) => ({ Component: m.AdminSettingsRoute })) },
          // Signed in and an unknown admin path → the dashboard.
          { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
        ],
      },
    ],
  },
  {
    id: 'app/layouts/public-layout',
    path: '/',
    lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout, handle: m.handle })),
    ErrorBoundary: ErrorScreen,
    children: [
      { id: 'app/routes/home', index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute, handle: m.handle })) },
      { id: 'app/routes/about', path: paths.about.path, lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute, handle: m.handle })) },
      { id: 'app/routes/contact', path: paths.contact.path, lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute, handle: m.handle })) },
      {
        id: 'app/routes/properties',
        path: paths.properties.path,
        lazy: () => import('./routes/properties').then((m) => ({ Component: m.PropertiesRoute, handle: m.handle })),
      },
      { id: 'app/routes/buy', path: paths.buy.path, lazy: () => import('./routes/buy').then((m) => ({ Component: m.BuyRoute, handle: m.handle })) },
      { id: 'app/routes/sell', path: paths.sell.path, lazy: () => import('./routes/sell').then((m) => ({ Component: m.SellRoute, handle: m.handle })) },
      {
        id: 'app/routes/investment',
        path: paths.investment.path,
        lazy: () => import('./routes/investment').then((m) => ({ Component: m.InvestmentRoute, handle: m.handle })),
      },
      { id: 'app/routes/updates', path: paths.updates.path, lazy: () => import('./routes/updates').then((m) => ({ Component: m.UpdatesRoute, handle: m.handle })) },
      { id: 'app/routes/update', path: paths.update.path, lazy: () => import('./routes/update').then((m) => ({ Component: m.UpdateRoute, handle: m.handle })) },
      { id: 'app/routes/plot', path: paths.plot.path, lazy: () => import('./routes/plot').then((m) => ({ Component: m.PlotRoute, handle: m.handle })) },
      { id: 'app/routes/compare', path: paths.compare.path, lazy: () => import('./routes/compare').then((m) => ({ Component: m.CompareRoute, handle: m.handle })) },
      {
        id: 'app/routes/favourites',
        path: paths.favourites.path,
        lazy: () => import('./routes/favourites').then((m) => ({ Component: m.FavouritesRoute, handle: m.handle })),
      },
      { id: 'app/routes/not-found', path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute, handle: m.handle })) },
    ],
  },
];
