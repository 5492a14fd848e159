import { pathInLanguage } from '@core/languages';
import { hasLocation, mapLink } from '@core/plot-links';
import { approvalsSummary } from '@core/plot-approvals';
import type { Plot } from '@core/schemas/plot';
import { useId, useState } from 'react';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { paths } from '@/config/paths';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { sentenceWith } from '@/i18n/sentence-with';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAreaUnit } from '@/lib/use-area-unit';
import { useFavourite } from '../hooks/use-favourites';
import { sharePlot } from '../utils/share-plot';
import { CompareToggle } from './compare-toggle';
import { imageSources } from '../utils/image-sources';
import { BookNowLink } from './book-now-link';
import { PlotPriceLine } from './plot-price-line';
import { VentureLink } from './venture-link';
import { HeartIcon, ImageOffIcon, MapIcon, PinIcon, ShareIcon } from './plot-icons';
import { formatArea } from '@/i18n/formats';
import { PLOT_STATUS_TONES, PlotStatusBadge } from '@/components/ui/plot-status-badge';
import { plotStatusText } from '../utils/plot-status-text';

/** Column widths of the plot grids (1 / 2 / 3 / 4 columns), so the browser picks the 480 or 960 rendition. */
const IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

/** Feature tags shown before '+N more', so cards in a row stay about the same height. */
const MAX_TAGS = 4;

const ICON_BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-md backdrop-blur transition-colors hover:bg-white hover:text-brand-700';

/** A plot in the search results and the featured list (docs/product.md: plot card). */
export function PlotCard({ plot, whatsappNumber }: { plot: Plot; whatsappNumber: string | undefined }) {
  const titleId = useId();
  const [favourite, toggleFavourite] = useFavourite(plot.id);
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(plot.imageUrl) && !imageFailed;
  // Any status but available greys the photo a little and is named on it.
  const unavailable = plot.status !== 'available';
  const [unit] = useAreaUnit();
  const href = paths.plot.href(plot);
  const approvals = approvalsSummary(plot);
  const t = useT('parts').plot;
  const language = useLanguage();
  const statusText = plotStatusText(plot, t, language);
  const text = useLocalizedText();
  const title = text(plot.title, plot.titleTe);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="plot-card"
      data-plot-id={plot.id}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        {showImage ? (
          // The title is the card's link for keyboards and screen readers; the picture is the same link for a tap.
          <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <img
            {...imageSources(plot.imageUrl)}
            sizes={IMAGE_SIZES}
            alt={t.photoAlt(title, plot.location)}
            width={960}
            height={640}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className={`h-full w-full object-cover ${unavailable ? 'grayscale-[40%]' : ''}`}
          />
          </Link>
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-slate-600">
            <ImageOffIcon />
            <span className="text-sm font-medium">{t.noImage}</span>
          </div>
        )}
        <span className="absolute top-3 left-3 inline-flex max-w-[60%] items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
          <PinIcon className="shrink-0" />
          <span className="truncate">
            <Localized english={plot.location} />
          </span>
        </span>
        <div className="absolute top-2 right-2 flex gap-2">
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t.share(title)}
            onClick={() => void sharePlot(title, plot.location, new URL(pathInLanguage(href, language), window.location.origin).href, language)}
          >
            <ShareIcon />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} ${favourite ? 'text-rose-600! hover:text-rose-700!' : ''}`}
            aria-label={t.saveFavourite(title)}
            aria-pressed={favourite}
            onClick={toggleFavourite}
          >
            <HeartIcon filled={favourite} />
          </button>
        </div>
        {unavailable ? (
          <PlotStatusBadge
            status={plot.status}
            className="absolute bottom-3 left-3 max-w-[calc(100%-1.5rem)] rounded-md px-2.5 py-1 text-xs font-bold tracking-wider uppercase shadow-sm"
          >
            {statusText}
          </PlotStatusBadge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
          {t.typeBadge(t.types[plot.type])}
        </span>
        <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          <Link to={href} className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            <Localized english={plot.title} telugu={plot.titleTe} />
          </Link>
        </h3>
        <VentureLink plot={plot} className="mt-1 self-start text-sm" />
        <PlotPriceLine plot={plot} />

        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-y border-slate-100 py-3 text-sm">
          <div>
            <dt className="text-slate-500">{t.area}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatArea(plot.area, unit, language)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t.roadWidth}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{t.metres(plot.roadWidth)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t.facing}</dt>
            <dd className="font-medium text-slate-900">{t.facings[plot.roadFacing]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t.status}</dt>
            <dd className={`font-semibold ${PLOT_STATUS_TONES[plot.status].text}`} data-testid="plot-card-status">
              {statusText}
            </dd>
          </div>
        </dl>

        {approvals ? (
          <p className="mt-3 truncate text-xs font-medium text-slate-600" title={approvals}>
            <span className="sr-only">{t.approvals}</span>
            {approvals}
          </p>
        ) : null}

        {plot.features.length > 0 ? (
          <ul aria-label={t.features} className="mt-3 flex flex-wrap gap-1.5">
            {plot.features.slice(0, MAX_TAGS).map((feature) => (
              <li key={feature} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                <Localized english={feature} />
              </li>
            ))}
            {plot.features.length > MAX_TAGS ? (
              <li className="px-1 py-0.5 text-xs text-slate-500">{t.moreFeatures(plot.features.length - MAX_TAGS)}</li>
            ) : null}
          </ul>
        ) : null}

        {plot.description ? (
          <p className="mt-3 line-clamp-2 text-sm text-slate-600">
            <Localized english={plot.description} telugu={plot.descriptionTe} />
          </p>
        ) : null}

        <div className="mt-auto pt-4">
          <CompareToggle plot={plot} className="w-full" />
        </div>
        <div className="flex gap-2 pt-2">
          <BookNowLink
            plot={plot}
            whatsappNumber={whatsappNumber}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap"
          />
          {hasLocation(plot.coordinates) ? (
            <NewTabLink
              href={mapLink(plot.coordinates)}
              note={sentenceWith(t.viewMapFor, <Localized english={plot.title} telugu={plot.titleTe} />)}
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg border border-brand-700 bg-white px-2 text-sm font-semibold whitespace-nowrap text-brand-700 transition-colors hover:bg-brand-50"
            >
              <MapIcon width={16} height={16} />
              {t.viewMap}
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
