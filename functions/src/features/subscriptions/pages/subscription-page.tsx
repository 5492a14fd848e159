import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANGUAGE_TAGS, pathInLanguage, type Language } from '../../../core/languages';
import { ALERT_CADENCES } from '../../../core/schemas/alerts';
import type { AlertInWords } from '../subscriptions.service';
import { SUBSCRIPTION_PAGE_WORDS, type SubscriptionPageWords } from './subscription-page-words';

/**
 * The pages a subscriber reaches from a mail's signed link (confirm, manage, unsubscribe): small
 * documents rendered here, outside the web app, since they hold a token and a state that no
 * cache, crawler or script may keep (noindex, no-store, no script at all). Every change is a form
 * POST to the same address, so nothing changes on a GET (a mail scanner that opens the link
 * confirms nothing).
 *
 * They look like the site: they link the site's own built stylesheet (`stylesheets`, from the page
 * renderer: same origin, so the Content-Security-Policy's style-src 'self' covers it and nothing
 * inline is needed) and use its classes, which Tailwind generates because web/src/index.css names
 * this folder as a source. Its brand colours, font stacks (Telugu first on /te/) and focus ring
 * come with it. Without a built web app (the API tests) the page is the same HTML, unstyled.
 */

/** The site's buttons (web/src/components/ui/button.tsx, `buttonClass`; a test keeps them equal). */
const BUTTON_BASE = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed';
const BUTTON = {
  primary: `${BUTTON_BASE} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400 `,
  secondary: `${BUTTON_BASE} border border-brand-700 text-brand-700 bg-white hover:bg-brand-50 disabled:text-slate-400 disabled:border-slate-300 `,
  /** What removes something: the secondary button in the site's red (the back office's account actions). */
  danger: `${BUTTON_BASE} border border-red-700 text-red-700 bg-white hover:bg-red-50`,
} as const;

/** The site's form controls (web/src/components/ui/form-field.tsx, `fieldControlClass`). */
const CONTROL =
  'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 shadow-sm transition-colors focus:outline-none focus:ring-2 border-slate-300 focus:border-brand-600 focus:ring-brand-100';

/** The site's mark (web/src/components/layout/layout-icons.tsx, `LogoMark`), beside the business name. */
function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="36" height="36" viewBox="0 0 36 36">
      <rect width="36" height="36" rx="9" fill="#0f5132" />
      <path d="M7 26 18 9l11 17Z" fill="#f5c542" />
      <path d="M7 26h22M12.5 26l5.5-8.5 5.5 8.5" fill="none" stroke="#0f5132" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

interface PageFrame {
  language: Language;
  business: string;
  stylesheets: readonly string[];
  title: string;
  /** A link that did not work: the title says so in red, and the way home is the page's main button. */
  failed: boolean;
  children: ReactNode;
}

/** The document: the site's header (its mark and name, the home link), a card, a footer line. */
function SubscriptionPage({ language, business, stylesheets, title, failed, children }: PageFrame) {
  const words = SUBSCRIPTION_PAGE_WORDS[language];
  const home = pathInLanguage('/', language);
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <meta name="theme-color" content="#0f5132" />
        <title>{`${title} | ${business}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-800 antialiased">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:h-20 lg:px-8">
            <a href={home} className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg">
              <LogoMark />
              <span className="text-lg leading-tight font-bold tracking-tight text-brand-800">{business}</span>
            </a>
          </div>
        </header>
        <main className="flex-1 px-4 py-8 sm:py-16">
          <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h1 className={`text-2xl font-bold ${failed ? 'text-red-800' : 'text-brand-800'}`}>{title}</h1>
            <div className="mt-3 space-y-4 text-base break-words text-slate-700">{children}</div>
            <p className={failed ? 'mt-6' : 'mt-8 border-t border-slate-200 pt-5'}>
              <a href={home} className={failed ? BUTTON.primary : 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline'}>
                {words.home}
              </a>
            </p>
          </div>
        </main>
        <footer className="bg-brand-800 px-4 py-6 text-center text-sm text-brand-100">
          <p>{words.footer(business)}</p>
        </footer>
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
function PostForm({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  return (
    <form method="post" aria-label={label} className={className}>
      {children}
    </form>
  );
}

function ManageList({ words, alerts }: { words: SubscriptionPageWords; alerts: readonly AlertInWords[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {alerts.map(({ alert, words: said }) => (
        <li key={alert.id} className="p-4">
          <p className="font-medium text-slate-900">{said}</p>
          <PostForm label={said} className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="alertId" value={alert.id} />
            <label className="min-w-0 flex-1 basis-56 text-sm font-medium text-slate-700">
              {words.cadenceLabel}
              <select name="cadence" defaultValue={alert.cadence} className={`mt-1 ${CONTROL}`}>
                {ALERT_CADENCES.map((cadence) => (
                  <option key={cadence} value={cadence}>
                    {words.cadence[cadence]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" name="action" value="cadence" className={BUTTON.secondary}>
              {words.saveCadence}
            </button>
            {/* Its name says what it removes; its face, in a row under that, only 'Remove'. */}
            <button type="submit" name="action" value="remove" aria-label={words.remove(said)} className={BUTTON.danger}>
              {words.removeShort}
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

/** What the page says has happened: the site's success panel, read out when the page opens. */
function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-800">
      {children}
    </p>
  );
}

function Body({ view, words }: { view: SubscriptionPageView; words: SubscriptionPageWords }) {
  switch (view.kind) {
    case 'confirmAsk':
      return (
        <>
          <p>{words.confirmAsk(view.email)}</p>
          <PostForm>
            <button type="submit" className={BUTTON.primary}>
              {words.confirmButton}
            </button>
          </PostForm>
        </>
      );
    case 'confirmed':
      return (
        <>
          <Done>{words.confirmed}</Done>
          <p>
            <a href={view.manageHref} className={BUTTON.secondary}>
              {words.manageLink}
            </a>
          </p>
        </>
      );
    case 'manage':
      return (
        <>
          {view.confirmed ? null : <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{words.unconfirmedNote}</p>}
          {view.alerts.length === 0 ? (
            <p>{words.nothingFollowed}</p>
          ) : (
            <>
              <p>{words.manageIntro(view.email)}</p>
              <ManageList words={words} alerts={view.alerts} />
            </>
          )}
          <PostForm className="pt-2">
            <button type="submit" name="action" value="unsubscribe" className={BUTTON.danger}>
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
            <button type="submit" className={BUTTON.primary}>
              {words.unsubscribeButton}
            </button>
          </PostForm>
        </>
      );
    case 'unsubscribed':
      return <Done>{words.unsubscribed}</Done>;
    case 'gone':
      return <p>{words.gone}</p>;
    case 'tampered':
      return <p>{words.tampered}</p>;
    case 'expired':
      return <p>{words.expired}</p>;
  }
}

/** The page's HTML document, in `business`'s name, styled by the site's `stylesheets` (none: unstyled). */
export function renderSubscriptionPage(view: SubscriptionPageView, language: Language, business: string, stylesheets: readonly string[]): string {
  const words = SUBSCRIPTION_PAGE_WORDS[language];
  const failed = view.kind === 'tampered' || view.kind === 'expired';
  return `<!doctype html>${renderToStaticMarkup(
    <SubscriptionPage language={language} business={business} stylesheets={stylesheets} title={titleOf(view, words)} failed={failed}>
      <Body view={view} words={words} />
    </SubscriptionPage>,
  )}`;
}
