import { ReasonCards } from '@/components/ui/reason-cards';

const FACTS = [
  { value: '500+', label: 'projects completed' },
  { value: '6', label: 'kinds of property, from open plots to apartments' },
  { value: '29', label: 'villages of the capital city area we work in' },
] as const;

const REASONS = [
  {
    title: 'We know the ground',
    text: 'We work in the villages of the capital region every day, from Thullur and Mandadam to Tadepalli and Mangalagiri, and know which roads, layouts and approvals matter.',
  },
  {
    title: 'Papers before promises',
    text: 'Every plot we offer comes with its layout approval and RERA details where they apply, and we check title and encumbrance before you pay anything.',
  },
  {
    title: 'Prices you can check',
    text: 'We publish regional prices per square yard, so you can compare any offer, ours included.',
  },
  {
    title: 'With you until registration',
    text: 'Site visits, negotiation, agreement and registration: one team, reachable by phone or WhatsApp.',
  },
] as const;

/** Why choose us: the facts (500+ projects, as in the footer) and what sets the brokerage apart. */
export function AboutWhyUs() {
  return (
    <section aria-labelledby="why-us-heading" className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-us-heading" className="text-3xl font-bold text-brand-800">
          Why choose us
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {FACTS.map((fact) => (
            <div key={fact.label} className="flex flex-col rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
              <dt className="text-sm text-brand-100">{fact.label}</dt>
              <dd className="order-first text-4xl font-bold text-accent-400">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ReasonCards items={REASONS} className="mt-10 grid gap-6 md:grid-cols-2" />
      </div>
    </section>
  );
}
