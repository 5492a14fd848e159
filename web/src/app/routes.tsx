import { pathInLanguage, type Language } from '@core/languages';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/i18n/dictionary-store';
import type { Namespace } from '@/i18n/namespaces';
import { ErrorScreen } from './routes/error-screen';

/** Shown while the browser alone loads a screen's code (the admin area, which the server does not render). */
function LoadingScreen() {
  return <Spinner label="Loading…" className="min-h-svh" />;
}

/**
 * Every route of the site, for the browser (app/router in main.tsx) and for the server renderer
 * (entry-server.tsx) alike. Each screen is a lazy chunk, so a visitor downloads only what they
 * open; admin code sits under its own lazy /admin branch and never reaches a visitor. A route's
 * `id` is the module it loads (web/src/<id>.tsx), with '@te' on the Telugu twin of a public route:
 * the renderer preloads that chunk for the page it sends, and the browser resolves it before
 * hydrating.
 */
export const routes: RouteObject[] = [
  {
    path: '/admin',
    ErrorBoundary: ErrorScreen,
    HydrateFallback: LoadingScreen,
    children: [
      { id: 'app/routes/admin/login', path: 'login', lazy: () => withSharedWords(import('./routes/admin/login')).then((m) => ({ Component: m.AdminLoginRoute })) },
      {
        id: 'app/routes/admin/reset-password',
        path: 'reset-password',
        lazy: () => withSharedWords(import('./routes/admin/reset-password')).then((m) => ({ Component: m.AdminResetPasswordRoute })),
      },
      {
        id: 'app/layouts/admin-layout',
        lazy: () => withSharedWords(import('./layouts/admin-layout')).then((m) => ({ Component: m.AdminLayout })),
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
  publicRoutes('en'),
  publicRoutes('te'),
];

/** The back office is English; it shares components (form fields, filters) whose words are in `common`. */
function withSharedWords<M>(module: Promise<M>): Promise<M> {
  return Promise.all([module, loadNamespaces('en', ['common'])]).then(([loaded]) => loaded);
}

/** A public route module: its screen and what it tells the renderer. */
interface PageModule {
  handle?: unknown;
}

/**
 * The words each public route shows beyond `common` (which comes with the layout), loaded with
 * its code; the renderer preloads their chunks too. Sections that load late (the home page's)
 * bring their own (components/ui/deferred.tsx).
 */
export const ROUTE_NAMESPACES: Record<string, readonly Namespace[]> = {
  'app/layouts/public-layout': ['common'],
  'app/routes/home': ['home'],
  'app/routes/about': ['about'],
  'app/routes/contact': ['contact'],
  'app/routes/properties': ['plots'],
  'app/routes/buy': ['plots'],
  'app/routes/sell': ['sell'],
  'app/routes/investment': ['investment', 'pricing', 'plots'],
  'app/routes/updates': ['updates'],
  'app/routes/update': ['updates'],
  'app/routes/plot': ['plotPage'],
  'app/routes/compare': ['compare'],
  'app/routes/favourites': ['compare'],
  'app/routes/not-found': [],
};

/** The module a route id names: 'app/routes/home@te' → 'app/routes/home'. */
export function routeModuleOf(id: string): string {
  return id.replace(/@[a-z]+$/, '');
}

/**
 * The public site in one language: English at the site's paths, Telugu the same tree under /te.
 * Each route loads its module and its words in that language together.
 */
function publicRoutes(language: Language): RouteObject {
  const route = <M extends PageModule>(module: string, load: () => Promise<M>, pick: (loaded: M) => { Component: ComponentType; handle?: unknown }) => ({
    id: language === 'en' ? module : `${module}@${language}`,
    lazy: () => Promise.all([load(), loadNamespaces(language, ROUTE_NAMESPACES[module] ?? [])]).then(([loaded]) => pick(loaded)),
  });
  return {
    ...route('app/layouts/public-layout', () => import('./layouts/public-layout'), (m) => ({ Component: m.PublicLayout, handle: m.handle })),
    path: pathInLanguage('/', language),
    ErrorBoundary: ErrorScreen,
    children: [
      { index: true, ...route('app/routes/home', () => import('./routes/home'), (m) => ({ Component: m.HomeRoute, handle: m.handle })) },
      { path: paths.about.path.slice(1), ...route('app/routes/about', () => import('./routes/about'), (m) => ({ Component: m.AboutRoute, handle: m.handle })) },
      { path: paths.contact.path.slice(1), ...route('app/routes/contact', () => import('./routes/contact'), (m) => ({ Component: m.ContactRoute, handle: m.handle })) },
      {
        path: paths.properties.path.slice(1),
        ...route('app/routes/properties', () => import('./routes/properties'), (m) => ({ Component: m.PropertiesRoute, handle: m.handle })),
      },
      { path: paths.buy.path.slice(1), ...route('app/routes/buy', () => import('./routes/buy'), (m) => ({ Component: m.BuyRoute, handle: m.handle })) },
      { path: paths.sell.path.slice(1), ...route('app/routes/sell', () => import('./routes/sell'), (m) => ({ Component: m.SellRoute, handle: m.handle })) },
      {
        path: paths.investment.path.slice(1),
        ...route('app/routes/investment', () => import('./routes/investment'), (m) => ({ Component: m.InvestmentRoute, handle: m.handle })),
      },
      { path: paths.updates.path.slice(1), ...route('app/routes/updates', () => import('./routes/updates'), (m) => ({ Component: m.UpdatesRoute, handle: m.handle })) },
      { path: paths.update.path.slice(1), ...route('app/routes/update', () => import('./routes/update'), (m) => ({ Component: m.UpdateRoute, handle: m.handle })) },
      { path: paths.plot.path.slice(1), ...route('app/routes/plot', () => import('./routes/plot'), (m) => ({ Component: m.PlotRoute, handle: m.handle })) },
      { path: paths.compare.path.slice(1), ...route('app/routes/compare', () => import('./routes/compare'), (m) => ({ Component: m.CompareRoute, handle: m.handle })) },
      {
        path: paths.favourites.path.slice(1),
        ...route('app/routes/favourites', () => import('./routes/favourites'), (m) => ({ Component: m.FavouritesRoute, handle: m.handle })),
      },
      { path: '*', ...route('app/routes/not-found', () => import('./routes/not-found'), (m) => ({ Component: m.NotFoundRoute, handle: m.handle })) },
    ],
  };
}
