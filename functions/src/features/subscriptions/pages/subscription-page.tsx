import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGE_TAGS, pathInLanguage, type Language } from '../../../core/languages';
import { ALERT_CADENCES } from '../../../core/schemas/alerts';
import type { AlertInWords } from '../subscriptions.service';
import { SUBSCRIPTION_PAGE_WORDS, type SubscriptionPageWords } from './subscription-page-words';

/**
 * The pages a subscriber reaches from a mail's signed link (confirm, manage, unsubscribe): small
 * documents rendered here, outside the web app, since they hold a token and a state that no
 * cache, crawler or script may keep (noindex, no-store). Every change is a form POST to the same
 * address, so nothing changes on a GET (a mail scanner that opens the link confirms nothing).
 */
function SubscriptionPage({ language, business, title, children }: { language: Language; business: string; title: string; children: ReactNode }) {
  const words = SUBSCRIPTION_PAGE_WORDS[language];
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${title} | ${business}`}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
          <p>
            <a href={pathInLanguage('/', language)}>{words.home}</a>
          </p>
        </main>
      </body>
    </html>
  );
}

export type SubscriptionPageView =
  | { kind: 'confirmAsk'; email: string }
  | { kind: 'confirmed'; manageHref: string }
  | { kind: 'manage'; email: string; confirmed: boolean; alerts: readonly AlertInWords[] }
  | { kind: 'unsubscribeAsk'; email: string }
  | { kind: 'unsubscribed' }
  | { kind: 'gone' }
  | { kind: 'tampered' }
  | { kind: 'expired' };

/** A form posting to the page's own address (the token stays in the query). */
function PostForm({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <form method="post" aria-label={label}>
      {children}
    </form>
  );
}

function ManageList({ words, alerts }: { words: SubscriptionPageWords; alerts: readonly AlertInWords[] }) {
  return (
    <ul>
      {alerts.map(({ alert, words: said }) => (
        <li key={alert.id}>
          <p>{said}</p>
          <PostForm label={said}>
            <input type="hidden" name="alertId" value={alert.id} />
            <label>
              {`${words.cadenceLabel} `}
              <select name="cadence" defaultValue={alert.cadence}>
                {ALERT_CADENCES.map((cadence) => (
                  <option key={cadence} value={cadence}>
                    {words.cadence[cadence]}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button type="submit" name="action" value="cadence">
              {words.saveCadence}
            </button>{' '}
            <button type="submit" name="action" value="remove">
              {words.remove(said)}
            </button>
          </PostForm>
        </li>
      ))}
    </ul>
  );
}

function titleOf(view: SubscriptionPageView, words: SubscriptionPageWords): string {
  switch (view.kind) {
    case 'confirmAsk':
    case 'confirmed':
      return words.confirmTitle;
    case 'manage':
      return words.manageTitle;
    case 'unsubscribeAsk':
    case 'unsubscribed':
    case 'gone':
      return words.unsubscribeTitle;
    case 'tampered':
      return words.tamperedTitle;
    case 'expired':
      return words.expiredTitle;
  }
}

function Body({ view, words }: { view: SubscriptionPageView; words: SubscriptionPageWords }) {
  switch (view.kind) {
    case 'confirmAsk':
      return (
        <>
          <p>{words.confirmAsk(view.email)}</p>
          <PostForm>
            <button type="submit">{words.confirmButton}</button>
          </PostForm>
        </>
      );
    case 'confirmed':
      return (
        <>
          <p role="status">{words.confirmed}</p>
          <p>
            <a href={view.manageHref}>{words.manageLink}</a>
          </p>
        </>
      );
    case 'manage':
      return (
        <>
          {view.confirmed ? null : <p>{words.unconfirmedNote}</p>}
          {view.alerts.length === 0 ? (
            <p>{words.nothingFollowed}</p>
          ) : (
            <>
              <p>{words.manageIntro(view.email)}</p>
              <ManageList words={words} alerts={view.alerts} />
            </>
          )}
          <PostForm>
            <button type="submit" name="action" value="unsubscribe">
              {words.removeAll}
            </button>
          </PostForm>
        </>
      );
    case 'unsubscribeAsk':
      return (
        <>
          <p>{words.unsubscribeAsk(view.email)}</p>
          <PostForm>
            <button type="submit">{words.unsubscribeButton}</button>
          </PostForm>
        </>
      );
    case 'unsubscribed':
      return <p role="status">{words.unsubscribed}</p>;
    case 'gone':
      return <p>{words.gone}</p>;
    case 'tampered':
      return <p>{words.tampered}</p>;
    case 'expired':
      return <p>{words.expired}</p>;
  }
}

/** The page's HTML document, in `business`'s name. */
export function renderSubscriptionPage(view: SubscriptionPageView, language: Language, business: string): string {
  const words = SUBSCRIPTION_PAGE_WORDS[language];
  return `<!doctype html>${renderToStaticMarkup(
    <SubscriptionPage language={language} business={business} title={titleOf(view, words)}>
      <Body view={view} words={words} />
    </SubscriptionPage>,
  )}`;
}
