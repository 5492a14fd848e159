import type { Ref } from 'react';
import type { FormBannerState } from '@/lib/forms/use-submit-state';

/** The server's words above a form's fields: a heading and, when it named fields, one line each. */
export function FormBanner({ banner, ref }: { banner: FormBannerState | null; ref?: Ref<HTMLDivElement> }) {
  if (!banner) return null;
  return (
    <div ref={ref} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-semibold">{banner.message}</p>
      {banner.fields.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {banner.fields.map((item) => (
            <li key={`${item.label}-${item.message}`}>
              <span className="font-medium">{item.label}:</span> {item.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
