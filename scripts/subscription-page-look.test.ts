import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The subscribers' link pages are rendered by the backend (functions/src/features/subscriptions/
 * pages), which cannot import the web app's components, so they write the site's button and
 * control classes themselves. This test keeps them the site's: a page reached from a mail looks
 * like the page the visitor signed up on.
 */

// Loaded by computed paths: the web app's modules resolve '@core' only under vitest and Vite, and
// the page is .tsx, which the scripts' typecheck does not compile.
async function load<T>(path: string): Promise<T> {
  return (await import(/* @vite-ignore */ fileURLToPath(new URL(`../${path}`, import.meta.url)))) as T;
}

type Render = (view: unknown, language: 'en' | 'te', business: string, stylesheets: readonly string[]) => string;

const classes = (value: string) => new Set(value.split(/\s+/).filter(Boolean));

/** The class list of the first element of `html` that `opening` (the start of its tag) finds. */
function classOf(html: string, opening: RegExp): Set<string> {
  const tag = new RegExp(`${opening.source}[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no ${opening.source} in the page`);
  return classes(/class="([^"]*)"/.exec(tag)?.[1] ?? '');
}

describe("the subscribers' link pages", () => {
  it("use the site's primary and secondary buttons and its form control", async () => {
    const { buttonClass } = await load<{ buttonClass: (variant: string) => string }>('web/src/components/ui/button.tsx');
    const { fieldControlClass } = await load<{ fieldControlClass: (invalid: boolean) => string }>('web/src/components/ui/form-field.tsx');
    const { renderSubscriptionPage: render } = await load<{ renderSubscriptionPage: Render }>('functions/src/features/subscriptions/pages/subscription-page.tsx');

    const ask = render({ kind: 'confirmAsk', email: 'a@example.com' }, 'en', 'Capital Acres', []);
    expect(classOf(ask, /<button type="submit"/)).toEqual(classes(buttonClass('primary')));

    const confirmed = render({ kind: 'confirmed', manageHref: 'https://example.com/subscriptions/manage?token=t' }, 'en', 'Capital Acres', []);
    expect(classOf(confirmed, /<a href="https:\/\/example\.com\/subscriptions\/manage/)).toEqual(classes(buttonClass('secondary')));

    const alert = { alert: { id: 'a1', kind: 'news', cadence: 'instant' }, words: 'News: new updates' };
    const manage = render({ kind: 'manage', email: 'a@example.com', confirmed: true, alerts: [alert] }, 'en', 'Capital Acres', []);
    expect(classOf(manage, /<button type="submit" value="cadence"/)).toEqual(classes(buttonClass('secondary')));
    const select = classOf(manage, /<select name="cadence"/);
    select.delete('mt-1');
    expect(select).toEqual(classes(fieldControlClass(false)));
  });
});
