import { bookNowText, whatsappLink } from '@core/links';
import type { Plot } from '@core/schemas/plot';
import { WhatsAppGlyph } from './plot-icons';

/**
 * 'Book Now' on a card and a plot's page: WhatsApp in a new tab with the plot's message; greyed
 * and inert until the WhatsApp number is known. `className` sizes it, the colours are its own.
 */
export function BookNowLink({ plot, whatsappNumber, className }: { plot: Pick<Plot, 'title' | 'location' | 'type'>; whatsappNumber: string | undefined; className: string }) {
  if (!whatsappNumber) return <span className={`${className} bg-slate-200 text-slate-500`}>Book Now</span>;
  return (
    <a
      href={whatsappLink(whatsappNumber, bookNowText(plot.location, plot.type))}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className} bg-brand-700 text-white transition-colors hover:bg-brand-800`}
    >
      <WhatsAppGlyph width={16} height={16} />
      Book Now
      <span className="sr-only">: {plot.title} on WhatsApp (opens in a new tab)</span>
    </a>
  );
}
