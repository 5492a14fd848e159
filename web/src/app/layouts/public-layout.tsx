import { languageOfPath } from '@core/languages';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Navbar } from '@/components/layout/navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { TopBar } from '@/components/layout/top-bar';
import { WhatsAppFloat } from '@/components/layout/whatsapp-float';
import { deferred, DeferredSection } from '@/components/ui/deferred';
import { paths } from '@/config/paths';
import { apiPaths } from '@/config/api-paths';
import { CompareTray } from '@/features/plots/components/compare-tray';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { useT } from '@/i18n/use-language';
import { withNamespaces } from '@/i18n/with-namespaces';
import { DocumentTitle } from '../document-title';
import type { PageHandle } from '../page-handle';

/** Every public page shows the business details (top bar, footer, WhatsApp button). */
export const handle: PageHandle = { data: () => [apiPaths.settings()] };

// The footer sits below everything a visitor reads first: its code and words load as it comes
// into view (or is tabbed into), like the home page's sections; the server renders it in full.
const SiteFooter = deferred(withNamespaces(['footer'], () => import('./public-footer').then((m) => m.PublicFooter)));

/** Chrome of every public page: top bar, navigation, footer and the floating WhatsApp button. */
export function PublicLayout() {
  const { settings } = useSiteSettings();
  const { pathname } = useLocation();
  const t = useT('common');
  const businessName = settings?.businessName ?? t.siteName;

  return (
    <div className="flex min-h-svh flex-col">
      <DocumentTitle />
      <SkipLink target="main" />
      <TopBar settings={settings} />
      <Navbar overHero={languageOfPath(pathname).path === paths.home.path} businessName={businessName} />
      <main id="main" tabIndex={-1} className="flex-1 scroll-mt-20 outline-none">
        <Outlet />
      </main>
      <DeferredSection component={SiteFooter} props={{}} />
      <CompareTray />
      <WhatsAppFloat whatsappNumber={settings?.whatsappNumber} />
      {/* New pages start at the top; back and forward restore where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
