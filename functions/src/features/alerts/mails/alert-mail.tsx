import { localized } from '../../../core/localized';
import type { AlertItem } from '../../../core/schemas/alert-item';
import { headerText } from '../../../mail/header-text';
import { MailLayout } from '../../../mail/mail-blocks';
import { renderMail, type ComposedMail } from '../../../mail/render-mail';
import { AlertFooter, AlertItemBlock, plotTitle, wordsOf, type AlertMailContext } from './alert-mail-parts';

/** The subject of one alert, in the subscriber's language. */
function alertSubject(item: AlertItem, context: Pick<AlertMailContext, 'language'>): string {
  const words = wordsOf(context);
  switch (item.kind) {
    case 'newPlot':
      return words.newPlot.subject(plotTitle(item.plot, context.language));
    case 'priceDrop':
      return words.priceDrop.subject(plotTitle(item.plot, context.language));
    case 'ventureFreed':
      return words.ventureFreed.subject(localized(item.venture.name, item.venture.nameTe, context.language).text, item.plots.length);
    case 'news':
      return words.news.subject(localized(item.post.title, item.post.titleTe, context.language).text);
  }
}

/**
 * An alert as it happens (docs/product.md, "Alerts"): a new plot like a saved search, a price
 * drop (before → after), plots freed in a venture, or a news post; each plot with its picture,
 * price, area, village and link; the footer with Manage my alerts, Unsubscribe and why it came.
 */
export function alertMail(item: AlertItem, context: AlertMailContext): ComposedMail {
  return {
    subject: headerText(alertSubject(item, context)),
    ...renderMail(
      <MailLayout>
        <AlertItemBlock item={item} context={context} />
        <AlertFooter context={context} daily={false} />
      </MailLayout>,
    ),
  };
}
