import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorScreen } from './routes/error-screen';

/**
 * Every route is a lazy chunk, so a visitor downloads only the screen they open. The public
 * layout is also lazy-loaded but shared by all public pages; admin code sits under its own lazy
 * /admin branch and never reaches a visitor.
 */
const router = createBrowserRouter([
  {
    path: '/admin',
    ErrorBoundary: ErrorScreen,
    children: [
      { path: 'login', lazy: () => import('./routes/admin/login').then((m) => ({ Component: m.AdminLoginRoute })) },
      {
        path: 'reset-password',
        lazy: () => import('./routes/admin/reset-password').then((m) => ({ Component: m.AdminResetPasswordRoute })),
      },
      {
        lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', lazy: () => import('./routes/admin/dashboard').then((m) => ({ Component: m.AdminDashboardRoute })) },
          { path: 'plots', lazy: () => import('./routes/admin/plots').then((m) => ({ Component: m.AdminPlotsRoute })) },
          { path: 'regions', lazy: () => import('./routes/admin/regions').then((m) => ({ Component: m.AdminRegionsRoute })) },
          { path: 'blogs', lazy: () => import('./routes/admin/blogs').then((m) => ({ Component: m.AdminBlogsRoute })) },
          { path: 'contacts', lazy: () => import('./routes/admin/contacts').then((m) => ({ Component: m.AdminContactsRoute })) },
          { path: 'settings', lazy: () => import('./routes/admin/settings').then((m) => ({ Component: m.AdminSettingsRoute })) },
          // Signed in and an unknown admin path → the dashboard (docs/product.md §2).
          { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
        ],
      },
    ],
  },
  {
    path: '/',
    lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
    ErrorBoundary: ErrorScreen,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      { path: paths.about.path, lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
      { path: paths.contact.path, lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
      {
        path: paths.properties.path,
        lazy: () => import('./routes/properties').then((m) => ({ Component: m.PropertiesRoute })),
      },
      { path: paths.buy.path, lazy: () => import('./routes/buy').then((m) => ({ Component: m.BuyRoute })) },
      { path: paths.sell.path, lazy: () => import('./routes/sell').then((m) => ({ Component: m.SellRoute })) },
      {
        path: paths.investment.path,
        lazy: () => import('./routes/investment').then((m) => ({ Component: m.InvestmentRoute })),
      },
      { path: paths.updates.path, lazy: () => import('./routes/updates').then((m) => ({ Component: m.UpdatesRoute })) },
      { path: paths.update.path, lazy: () => import('./routes/update').then((m) => ({ Component: m.UpdateRoute })) },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
