import { SolidIcon } from '@/components/ui/solid-icon';

const REASONS = [
  { title: 'Buyers already looking', text: 'Families and investors contact us every day for land in the capital region.' },
  { title: 'A fair, informed price', text: 'We follow prices per square yard village by village, so your asking price is realistic.' },
  { title: 'Paperwork done right', text: 'Title, encumbrance, LP and RERA details checked before a buyer asks.' },
  { title: 'Local people', text: 'Our team lives and works around Amaravati and knows every layout.' },
] as const;

/** Why sell through us: the short list next to the steps. */
export function SellWhyUs() {
  return (
    <section aria-labelledby="sell-why-heading" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h2 id="sell-why-heading" className="text-xl font-bold text-brand-800">
        Why sell with us
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {REASONS.map((reason) => (
          <li key={reason.title} className="flex gap-3">
            <SolidIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.87l-3.24 4.53-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.73-5.27Z" />
            <div>
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="text-sm text-slate-600">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
