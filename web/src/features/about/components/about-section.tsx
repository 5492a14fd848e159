import type { ReactNode } from 'react';

/*
 * Shown on the home page too, so it stays light: no forms, no schemas, no data fetching.
 */

const SERVICES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Buying plots and homes',
    text: 'Residential, commercial, open and agricultural plots, houses and apartments across the capital region.',
    icon: <path d="M3 10.5 12 4l9 6.5M5 9.5V20h14V9.5M10 20v-5h4v5" />,
  },
  {
    title: 'Selling your property',
    text: 'A realistic valuation, serious buyers and help with every step until registration.',
    icon: <path d="M4 13.5V5a1 1 0 0 1 1-1h8.5L20 10.5 12.5 18 4 13.5Zm4-5.5h.01" />,
  },
  {
    title: 'Investment guidance',
    text: 'Prices per square yard village by village and honest advice on where the capital is growing.',
    icon: <path d="M4 19h16M6 15l4-4 3 3 5-6m0 0h-4m4 0v4" />,
  },
  {
    title: 'Document verification',
    text: 'Title, encumbrance, APCRDA layout approval and RERA registration checked before you pay.',
    icon: <path d="M7 3h7l5 5v13H7V3Zm7 0v5h5M10 14l2 2 4-4" />,
  },
  {
    title: 'Site visits',
    text: 'Guided visits to plots in Thullur, Mangalagiri, Tadepalli and the villages around them.',
    icon: <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />,
  },
  {
    title: 'Registration support',
    text: 'Agreement, payment schedule and registration at the sub-registrar office, without surprises.',
    icon: <path d="M5 4h14v16H5V4Zm3 4h8M8 12h8M8 16h5" />,
  },
];

/** About the brokerage: mission, vision and services (docs/product.md: About section), with its image. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">About us</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold leading-tight text-brand-800 sm:text-4xl">
              Your trusted partner for land in Amaravati
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              We help families, investors and landowners buy and sell plots and property in Andhra Pradesh&apos;s capital
              region, with verified documents and honest prices.
            </p>
            <div className="mt-8 grid gap-4 sm:grid-cols-2">
              <div className="rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-5">
                <h3 className="text-lg font-semibold text-brand-800">Our mission</h3>
                <p className="mt-1 text-slate-700">
                  To make buying and selling land in Amaravati simple, transparent and safe: clear prices per square yard,
                  checked papers and no surprises at registration.
                </p>
              </div>
              <div className="rounded-2xl border-l-4 border-accent-500 bg-amber-50 p-5">
                <h3 className="text-lg font-semibold text-brand-800">Our vision</h3>
                <p className="mt-1 text-slate-700">
                  To be the first call for everyone who wants to own a piece of the new capital, and to help it grow the
                  right way, one well-planned plot at a time.
                </p>
              </div>
            </div>
          </div>
          <div>
            <img
              src="/images/about.webp"
              alt="Plan of a plotted layout beside the Krishna river, with available and sold plots along tree-lined roads"
              width={960}
              height={720}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl shadow-lg ring-1 ring-slate-900/5"
            />
          </div>
        </div>

        <div className="mt-14">
          <h3 className="text-2xl font-bold text-brand-800">Our services</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((service) => (
              <li key={service.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
                  <h4 className="font-semibold text-slate-900">{service.title}</h4>
                  <p className="mt-1 text-sm text-slate-600">{service.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
