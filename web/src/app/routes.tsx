import { pathInLanguage, type Language } from '@core/languages';
import { isAdminPath } from '@core/site-paths';
import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadNamespaces } from '@/i18n/dictionary-store';
import type { Namespace } from '@/i18n/namespaces';
import { ErrorScreen } from './routes/error-screen';

/**
 * The public site's routes, for the browser (main.tsx) and for the server renderer
 * (entry-server.tsx) alike. Each screen is a lazy chunk, so a visitor downloads only what they
 * open. A route's `id` is the module it loads (web/src/<id>.tsx), with '@te' on the Telugu twin:
 * the renderer preloads that chunk for the page it sends, and the browser resolves it before
 * hydrating. The back office's routes are not here: see `discoverAdminRoutes`.
 */
export const routes: RouteObject[] = [
  publicRoutes('en'),
  publicRoutes('te'),
];

let adminRoutesAdded = false;

/**
 * The back office's routes join the browser's router the first time it goes under /admin (a
 * page opened there, or a link followed): a visitor's first load carries neither the admin route
 * table nor the list of its chunks. The server never renders the back office (entry-server.tsx).
 */
export const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (adminRoutesAdded || !isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin-routes');
  if (adminRoutesAdded) return;
  adminRoutesAdded = true;
  patch(null, [adminRoutes]);
};

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
  'app/routes/contact': ['contact', 'parts', 'messages'],
  'app/routes/properties': ['plots', 'parts', 'messages'],
  'app/routes/buy': ['plots', 'parts', 'messages'],
  'app/routes/sell': ['sell', 'parts', 'messages'],
  'app/routes/investment': ['investment', 'pricing', 'plots', 'parts', 'messages'],
  'app/routes/updates': ['updates', 'parts', 'messages'],
  'app/routes/update': ['updates', 'parts', 'messages'],
  'app/routes/plot': ['plotPage', 'parts', 'messages'],
  'app/routes/compare': ['compare', 'parts', 'messages'],
  'app/routes/favourites': ['compare', 'parts', 'messages'],
  'app/routes/ventures': ['ventures'],
  // The plot page's words too: the photo gallery and the enquiry's visit fields speak with them.
  'app/routes/venture': ['ventures', 'plotPage', 'parts', 'messages'],
  // Plot and venture cards, the price bands and the map speak with `parts`, `ventures` and `pricing`.
  'app/routes/village': ['villages', 'pricing', 'ventures', 'parts', 'messages'],
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
      { path: paths.ventures.path.slice(1), ...route('app/routes/ventures', () => import('./routes/ventures'), (m) => ({ Component: m.VenturesRoute, handle: m.handle })) },
      { path: paths.venture.path.slice(1), ...route('app/routes/venture', () => import('./routes/venture'), (m) => ({ Component: m.VentureRoute, handle: m.handle })) },
      { path: paths.village.path.slice(1), ...route('app/routes/village', () => import('./routes/village'), (m) => ({ Component: m.VillageRoute, handle: m.handle })) },
      {
        path: paths.favourites.path.slice(1),
        ...route('app/routes/favourites', () => import('./routes/favourites'), (m) => ({ Component: m.FavouritesRoute, handle: m.handle })),
      },
      { path: '*', ...route('app/routes/not-found', () => import('./routes/not-found'), (m) => ({ Component: m.NotFoundRoute, handle: m.handle })) },
    ],
  };
}
