/**
 * User agents that are not a person reading a plot (docs/decisions/018). The `isbot` package is
 * not a dependency, so the rule is short: every browser's user agent starts `Mozilla/` (phones'
 * in-app browsers too), so anything else is a program — HTTP libraries, command-line tools, link
 * previews such as `WhatsApp/2…`, an empty or missing one. Of those that dress as a browser, a
 * short list of what reaches a small site: search and social crawlers (Googlebot, bingbot,
 * facebookexternalhit, Telegram's preview), headless and automated browsers (HeadlessChrome,
 * Lighthouse, Puppeteer, Playwright) and uptime monitors.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|whatsapp|telegram|preview|headlesschrome|lighthouse|pagespeed|puppeteer|playwright|selenium|phantomjs|monitor|pingdom|uptime/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || !userAgent.startsWith('Mozilla/') || BOT_PATTERN.test(userAgent);
}
