import { telLink } from '@core/links';
import type { SiteSettings } from '@core/schemas/settings';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Skeleton } from '@/components/ui/skeleton';
import { Localized } from '@/i18n/localized';
import { useT } from '@/i18n/use-language';

type ContactDetails = Pick<SiteSettings, 'email' | 'phone' | 'address' | 'addressTe' | 'mapsUrl'>;

/** Email, phone and address cards of 'Get in Touch'. The details come from site settings. */
export function ContactInfoCards({
  settings,
  error,
  onRetry,
}: {
  settings: ContactDetails | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT('contact').details;
  if (!settings) {
    if (error) {
      return <ErrorState message={t.loadFailed} onRetry={onRetry} />;
    }
    return (
      <ul aria-label={t.loading} className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="h-24" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4" aria-label={t.label}>
      <InfoCard icon={<MailIcon />} title={t.email}>
        <a href={`mailto:${settings.email}`} className={LINK}>
          {settings.email}
        </a>
      </InfoCard>
      <InfoCard icon={<PhoneIcon />} title={t.phone}>
        <a href={telLink(settings.phone)} className={LINK}>
          {settings.phone}
        </a>
      </InfoCard>
      <InfoCard icon={<PinIcon />} title={t.address}>
        <address className="not-italic text-slate-700">
          <Localized english={settings.address} telugu={settings.addressTe} />
        </address>
        {settings.mapsUrl ? (
          <NewTabLink href={settings.mapsUrl} note={t.directionsNote} className={`${LINK} mt-1`}>
            {t.directions}
            <ExternalIcon />
          </NewTabLink>
        ) : null}
      </InfoCard>
    </ul>
  );
}

const LINK =
  'inline-flex min-h-11 items-center gap-1 break-all font-semibold text-brand-700 underline decoration-brand-100 decoration-2 underline-offset-4 hover:text-brand-800 hover:decoration-brand-600';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
        <div className="mt-0.5 text-base">{children}</div>
      </div>
    </li>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-6 w-6">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-6 w-6">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-6 w-6">
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}
