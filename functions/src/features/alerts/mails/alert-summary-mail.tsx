import type { AlertItem } from '../../../core/schemas/alert-item';
import { headerText } from '../../../mail/header-text';
import { MailLayout } from '../../../mail/mail-blocks';
import { renderMail, type ComposedMail } from '../../../mail/render-mail';
import { AlertFooter, AlertItemBlock, wordsOf, type AlertMailContext } from './alert-mail-parts';

/**
 * The daily summary (08:00 India time): a subscriber's alerts of the day, each as its own mail
 * would show it, in one mail, in the order they happened. At least one item.
 */
export function alertSummaryMail(items: readonly AlertItem[], context: AlertMailContext): ComposedMail {
  if (items.length === 0) throw new RangeError('A summary needs at least one alert');
  const words = wordsOf(context);
  return {
    subject: headerText(words.summary.subject(items.length)),
    ...renderMail(
      <MailLayout>
        <p>{words.summary.intro}</p>
        {items.map((item, index) => (
          <AlertItemBlock key={index} item={item} context={context} />
        ))}
        <AlertFooter context={context} daily />
      </MailLayout>,
    ),
  };
}
