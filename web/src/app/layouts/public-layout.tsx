import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { TopBar } from '@/components/layout/top-bar';
import { WhatsAppFloat } from '@/components/layout/whatsapp-float';
import { paths } from '@/config/paths';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';

const FALLBACK_NAME = 'Amaravati Plots';

/** Chrome of every public page: top bar, navigation, footer and the floating WhatsApp button. */
export function PublicLayout() {
  const { settings } = useSiteSettings();
  const { pathname } = useLocation();
  const businessName = settings?.businessName ?? FALLBACK_NAME;

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    // Focus <main> without a hash navigation (the router would treat it as a new history entry).
    event.preventDefault();
    const main = document.getElementById('main');
    main?.focus();
    main?.scrollIntoView();
  }

  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only z-50 rounded-lg bg-accent-400 px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopBar settings={settings} />
      <Navbar overHero={pathname === paths.home.path} businessName={businessName} />
      <main id="main" tabIndex={-1} className="flex-1 scroll-mt-20 outline-none">
        <Outlet />
      </main>
      <Footer settings={settings} businessName={businessName} />
      <WhatsAppFloat whatsappNumber={settings?.whatsappNumber} />
      {/* New pages start at the top; back and forward restore where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
