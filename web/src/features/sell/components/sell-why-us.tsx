import { SolidIcon } from '@/components/ui/solid-icon';
import { useT } from '@/i18n/use-language';

/** Why sell through us: the short list next to the steps. */
export function SellWhyUs() {
  const t = useT('sell').whyUs;
  return (
    <section aria-labelledby="sell-why-heading" className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h2 id="sell-why-heading" className="text-xl font-bold text-brand-800">
        {t.heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {t.reasons.map((reason) => (
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
