import { ReasonCards } from '@/components/ui/reason-cards';
import type { Dictionaries } from '@/i18n/namespaces';
import { useT } from '@/i18n/use-language';

/** The figures; what each counts is in the dictionary. */
const FACTS: { key: keyof Dictionaries['about']['whyUs']['facts']; value: string }[] = [
  { key: 'projects', value: '500+' },
  { key: 'kinds', value: '6' },
  { key: 'villages', value: '29' },
];

/** Why choose us: the facts (500+ projects, as in the footer) and what sets the brokerage apart. */
export function AboutWhyUs() {
  const t = useT('about').whyUs;
  return (
    <section aria-labelledby="why-us-heading" className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-us-heading" className="text-3xl font-bold text-brand-800">
          {t.heading}
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {FACTS.map((fact) => (
            <div key={fact.key} className="flex flex-col rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
              <dt className="text-sm text-brand-100">{t.facts[fact.key]}</dt>
              <dd className="order-first text-4xl font-bold text-accent-400">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ReasonCards items={t.reasons} className="mt-10 grid gap-6 md:grid-cols-2" />
      </div>
    </section>
  );
}
