import { pathInLanguage } from '@core/languages';
import type { VillagePage } from '@core/schemas/village';
import { sitePaths } from '@core/site-paths';
import { FollowAlert } from '@/components/follow-alert/follow-alert';
import { LazyMap } from '@/components/map/lazy-map';
import type { MapTiles } from '@/components/map/map-points';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatTablePrice } from '@/i18n/formats';
import { Localized, useLocalizedText } from '@/i18n/localized';
import { LocalizedLink as Link } from '@/i18n/localized-link';
import { useLanguage, useT } from '@/i18n/use-language';
import { PlotCard } from '../plot-card';
import { VentureCard } from '../ventures/venture-card';
import { Section } from './village-section';

/**
 * The part of a village's page below its prices and their history: the plots on sale there, its
 * ventures, what admins wrote about it with the map, and the villages nearby. Its code loads when
 * the visitor comes near it (village-details.tsx); the server renders it with the rest.
 */
export function VillageMore({ page, whatsappNumber, mapTiles }: { page: VillagePage; whatsappNumber: string | undefined; mapTiles: MapTiles | undefined }) {
  const { village } = page;
  const t = useT('villages');
  const language = useLanguage();
  const localizedText = useLocalizedText();
  const name = localizedText(village.name, village.nameTe);
  const about = localizedText(village.description, village.descriptionTe);
  const placed = village.latitude !== 0 || village.longitude !== 0;
  const searchHref = `${paths.properties.href()}?location=${encodeURIComponent(village.name)}`;
  return (
    <div className="flex flex-col gap-10">
        <Section id="village-plots-heading" heading={t.plots.heading(name)}>
          {page.plots.length > 0 ? (
            <>
              <p className="text-slate-700">{t.plots.count(page.plotsAvailable)}</p>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {page.plots.map((plot) => (
                  <li key={plot.id}>
                    <PlotCard plot={plot} whatsappNumber={whatsappNumber} />
                  </li>
                ))}
              </ul>
              <Link to={searchHref} className={buttonClass('secondary', 'self-start')}>
                {t.plots.all(name)}
              </Link>
              <FollowAlert kind="newPlots" alert={{ kind: 'search', target: { location: village.name } }} />
            </>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
              <p className="text-slate-700">{t.plots.none(name)}</p>
              <Link to={paths.contact.href()} className={buttonClass('primary', 'mt-3')}>
                {t.plots.contact}
              </Link>
            </div>
          )}
        </Section>

        {page.ventures.length > 0 ? (
          <Section id="village-ventures-heading" heading={t.ventures.heading(name)}>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {page.ventures.map((venture) => (
                <li key={venture.id}>
                  <VentureCard venture={venture} heading="h3" />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <div className="grid gap-10 lg:grid-cols-2">
          {about ? (
            <Section id="village-about-heading" heading={t.about(name)}>
              <p className="whitespace-pre-line text-slate-700">
                <Localized english={village.description} telugu={village.descriptionTe} />
              </p>
            </Section>
          ) : null}
          {placed ? (
            <Section id="village-map-heading" heading={t.map.heading}>
              <LazyMap
                points={[{ id: village.id, latitude: village.latitude, longitude: village.longitude, title: name, detail: '', href: pathInLanguage(sitePaths.village(village), language) }]}
                tiles={mapTiles}
                label={t.map.label(name)}
              />
            </Section>
          ) : null}
        </div>

        {page.nearby.length > 0 ? (
          <Section id="village-nearby-heading" heading={t.nearby.heading}>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {page.nearby.map((other) => (
                <li key={other.id} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                  <Link to={paths.village.href(other)} className="font-semibold text-brand-800 underline underline-offset-2">
                    <Localized english={other.name} telugu={other.nameTe} />
                  </Link>
                  <span className="text-sm text-slate-600">{t.nearby.km(other.km)}</span>
                  <span className="text-sm text-slate-700">
                    {t.nearby.residential}: {formatTablePrice(other.prices.ResidentialPriceMin, language)} – {formatTablePrice(other.prices.ResidentialPriceMax, language)}
                  </span>
                </li>
              ))}
            </ul>
            <Link to={`${paths.investment.href()}#pricing`} className="self-start font-semibold text-brand-800 underline underline-offset-2">
              {t.allVillages}
            </Link>
          </Section>
        ) : null}
    </div>
  );
}
