import type { SiteSettings } from './schemas/settings';

/** Who the site, its mails and pages speak for until the business details are saved. */
const DEFAULT_BUSINESS_NAME = 'Amaravati Plots';

/** The business name of the site settings, or the default before they are saved. */
export function businessNameOf(settings: Pick<SiteSettings, 'businessName'> | null | undefined): string {
  return settings?.businessName || DEFAULT_BUSINESS_NAME;
}
