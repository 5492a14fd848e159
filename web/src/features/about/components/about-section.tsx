import type { ReactNode } from 'react';
import type { Dictionaries } from '@/i18n/namespaces';
import { useT } from '@/i18n/use-language';

/*
 * Shown on the home page too, so it stays light: no forms, no schemas, no data fetching.
 */

type Service = keyof Dictionaries['about']['section']['services'];

const SERVICES: { key: Service; icon: ReactNode }[] = [
  { key: 'buying', icon: <path d="M3 10.5 12 4l9 6.5M5 9.5V20h14V9.5M10 20v-5h4v5" /> },
  { key: 'selling', icon: <path d="M4 13.5V5a1 1 0 0 1 1-1h8.5L20 10.5 12.5 18 4 13.5Zm4-5.5h.01" /> },
  { key: 'investment', icon: <path d="M4 19h16M6 15l4-4 3 3 5-6m0 0h-4m4 0v4" /> },
  { key: 'documents', icon: <path d="M7 3h7l5 5v13H7V3Zm7 0v5h5M10 14l2 2 4-4" /> },
  { key: 'visits', icon: <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" /> },
  { key: 'registration', icon: <path d="M5 4h14v16H5V4Zm3 4h8M8 12h8M8 16h5" /> },
];

/** About the brokerage: mission, vision and services (docs/product.md: About section), with its image. */
export function AboutSection() {
  const t = useT('about').section;
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{t.kicker}</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold leading-tight text-brand-800 sm:text-4xl">
              {t.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t.lead}</p>
            <div className="mt-8 grid gap-4 sm:grid-cols-2">
              <div className="rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-5">
                <h3 className="text-lg font-semibold text-brand-800">{t.mission.heading}</h3>
                <p className="mt-1 text-slate-700">{t.mission.text}</p>
              </div>
              <div className="rounded-2xl border-l-4 border-accent-500 bg-amber-50 p-5">
                <h3 className="text-lg font-semibold text-brand-800">{t.vision.heading}</h3>
                <p className="mt-1 text-slate-700">{t.vision.text}</p>
              </div>
            </div>
          </div>
          <div>
            <img
              src="/images/about.webp"
              alt={t.imageAlt}
              width={960}
              height={720}
              loading="lazy"
              decoding="async"
              // Its box known before it loads (4:3, as width and height say): Chrome's Issues panel
              // notes a lazy image whose size is left to the picture.
              className="aspect-[4/3] h-auto w-full rounded-2xl shadow-lg ring-1 ring-slate-900/5"
            />
          </div>
        </div>

        <div className="mt-14">
          <h3 className="text-2xl font-bold text-brand-800">{t.servicesHeading}</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((service) => (
              <li key={service.key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white"
                >
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="h-6 w-6"
                  >
                    {service.icon}
                  </svg>
                </span>
                <div>
                  <h4 className="font-semibold text-slate-900">{t.services[service.key].title}</h4>
                  <p className="mt-1 text-sm text-slate-600">{t.services[service.key].text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
