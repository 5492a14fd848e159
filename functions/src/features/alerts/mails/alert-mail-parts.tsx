import { DEFAULT_AREA_UNIT, formatArea } from '../../../core/area-units';
import { pathInLanguage, type Language } from '../../../core/languages';
import { localized } from '../../../core/localized';
import { formatPlotPrice } from '../../../core/price';
import type { AlertItem, AlertPlot } from '../../../core/schemas/alert-item';
import { sitePaths } from '../../../core/site-paths';
import { ActionLink, FactsTable, MailHeading, MailPicture, SmallPrint } from '../../../mail/mail-blocks';
import { ALERT_MAIL_WORDS } from './alert-mail-words';

/** Who an alert mail goes to and where its links lead. */
export interface AlertMailContext {
  /** The subscriber's language: every word of the mail, the plots' and posts' Telugu texts, the links' pages. */
  language: Language;
  /** The site's public origin ('https://plots.example.in'): every link and picture is absolute. */
  origin: string;
  /** Who the mail speaks for (the business name of the site settings). */
  businessName: string;
  /** The subscriber's address, named in the footer's why. */
  to: string;
  /** The subscriber's signed links (features/alerts/alert-links.ts): their alerts page, and one-click leave. */
  manageUrl: string;
  unsubscribeUrl: string;
}

export const wordsOf = (context: Pick<AlertMailContext, 'language'>) => ALERT_MAIL_WORDS[context.language];

/** A public page's absolute address in the subscriber's language. */
function pageUrl(context: AlertMailContext, path: string): string {
  return `${context.origin}${pathInLanguage(path, context.language)}`;
}

/** A stored picture's absolute address ('/images/…' is the site's own); '' for none or one that is not a web address. */
function pictureUrl(context: AlertMailContext, url: string): string {
  if (url === '') return '';
  try {
    const absolute = new URL(url, context.origin);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.toString() : '';
  } catch {
    return '';
  }
}

export const plotTitle = (plot: AlertPlot, language: Language) => localized(plot.title, plot.titleTe, language).text;
const price = (rupees: number, context: AlertMailContext, unit?: AlertPlot['priceUnit']) => formatPlotPrice(rupees, unit, wordsOf(context).priceUnits);

/** A plot as every alert shows it: its picture and its title, each linked to its page, then its price, area and village. */
function PlotBlock({ plot, context }: { plot: AlertPlot; context: AlertMailContext }) {
  const words = wordsOf(context);
  const title = plotTitle(plot, context.language);
  const href = pageUrl(context, sitePaths.plot({ id: plot.id, title: plot.title }));
  const picture = pictureUrl(context, plot.imageUrl);
  return (
    <>
      {picture ? <MailPicture src={picture} alt={title} href={href} /> : null}
      <p>
        <strong>
          <a href={href}>{title}</a>
        </strong>
      </p>
      <FactsTable
        facts={[
          { label: words.facts.price, value: price(plot.price, context, plot.priceUnit) },
          { label: words.facts.area, value: formatArea(plot.area, DEFAULT_AREA_UNIT, words.areaUnits) },
          { label: words.facts.village, value: localized(plot.village, plot.villageTe, context.language).text },
        ]}
      />
    </>
  );
}

/** One alert's heading and body: the same in a mail of its own and in the daily summary. */
export function AlertItemBlock({ item, context }: { item: AlertItem; context: AlertMailContext }) {
  const words = wordsOf(context);
  switch (item.kind) {
    case 'newPlot':
      return (
        <>
          <MailHeading>{words.newPlot.heading}</MailHeading>
          <p>{words.newPlot.intro}</p>
          <PlotBlock plot={item.plot} context={context} />
        </>
      );
    case 'priceDrop':
      return (
        <>
          <MailHeading>{words.priceDrop.heading}</MailHeading>
          <p>{words.priceDrop.intro(price(item.oldPrice, context), price(item.plot.price, context, item.plot.priceUnit))}</p>
          <PlotBlock plot={item.plot} context={context} />
        </>
      );
    case 'ventureFreed': {
      const venture = localized(item.venture.name, item.venture.nameTe, context.language).text;
      return (
        <>
          <MailHeading>{words.ventureFreed.heading(venture)}</MailHeading>
          <p>{words.ventureFreed.intro(item.plots.length)}</p>
          {item.plots.map((plot) => (
            <PlotBlock key={plot.id} plot={plot} context={context} />
          ))}
          <ActionLink href={pageUrl(context, sitePaths.venture({ id: item.venture.id, name: item.venture.name }))}>{words.ventureFreed.openVenture}</ActionLink>
        </>
      );
    }
    case 'news':
      return (
        <>
          <MailHeading>{localized(item.post.title, item.post.titleTe, context.language).text}</MailHeading>
          <p>{localized(item.post.excerpt, item.post.excerptTe, context.language).text}</p>
          <ActionLink href={pageUrl(context, sitePaths.update(item.post.id))}>{words.news.read}</ActionLink>
        </>
      );
  }
}

/** Why the mail came, and the two ways out: Manage my alerts and Unsubscribe (the signed links). */
export function AlertFooter({ context, daily }: { context: AlertMailContext; daily: boolean }) {
  const { footer } = wordsOf(context);
  return (
    <>
      <ActionLink href={context.manageUrl}>{footer.manage}</ActionLink>
      <ActionLink href={context.unsubscribeUrl}>{footer.unsubscribe}</ActionLink>
      <SmallPrint>
        {footer.why(context.to, context.businessName)}
        {daily ? ` ${footer.daily}` : ''} {footer.leave}
      </SmallPrint>
    </>
  );
}
