import { Footer } from '@/components/layout/footer';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { useT } from '@/i18n/use-language';

/**
 * The footer with the business details it reads itself: the layout passes it nothing, so a
 * settings update never reaches it while its code is still waiting to load.
 */
export function PublicFooter() {
  const { settings } = useSiteSettings();
  const t = useT('common');
  return <Footer settings={settings} businessName={settings?.businessName ?? t.siteName} />;
}
