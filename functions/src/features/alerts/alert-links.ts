import { pathInLanguage } from '../../core/languages';
import type { Language } from '../../core/languages';
import type { AlertRecipient } from './drain-alert-outbox';
import type { loadSignedLinks } from './signed-links';

/** The signed links of the store (signed-links.ts). */
export type SignedLinks = Awaited<ReturnType<typeof loadSignedLinks>>;

/**
 * The addresses of a subscriber's signed links, built in one place for every mail that carries
 * them (the confirmation, the alert mails): each carries a token signed for its purpose and the
 * subscriber's id (signed-links.ts). The pages are in the subscriber's language.
 */
export const SUBSCRIPTION_PAGE_PATHS = {
  confirm: '/subscriptions/confirm',
  manage: '/subscriptions/manage',
  unsubscribe: '/subscriptions/unsubscribe',
} as const;

/** RFC 8058's one-click address (List-Unsubscribe with List-Unsubscribe-Post): a POST, no page. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/subscriptions/unsubscribe';

function withToken(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}

/** The confirmation link (valid 7 days): its page confirms the address. */
export function confirmUrl(origin: string, links: SignedLinks, subscriberId: string, language: Language): string {
  return withToken(origin, pathInLanguage(SUBSCRIPTION_PAGE_PATHS.confirm, language), links.sign('confirm', subscriberId));
}

/** "Manage my alerts": the page listing what the address follows. */
export function manageUrl(origin: string, links: SignedLinks, subscriberId: string, language: Language): string {
  return withToken(origin, pathInLanguage(SUBSCRIPTION_PAGE_PATHS.manage, language), links.sign('manage', subscriberId));
}

/** The unsubscribe page (a button), for people who click the link in a mail. */
export function unsubscribeUrl(origin: string, links: SignedLinks, subscriberId: string, language: Language): string {
  return withToken(origin, pathInLanguage(SUBSCRIPTION_PAGE_PATHS.unsubscribe, language), links.sign('unsubscribe', subscriberId));
}

/** The List-Unsubscribe header's address: mail clients POST `List-Unsubscribe=One-Click` to it. */
export function oneClickUnsubscribeUrl(origin: string, links: SignedLinks, subscriberId: string): string {
  return withToken(origin, ONE_CLICK_UNSUBSCRIBE_PATH, links.sign('unsubscribe', subscriberId));
}

/** A subscriber's signed links as the alert mails carry them. */
export type AlertLinksOf = (subscriberId: string, language: Language) => Pick<AlertRecipient, 'manageUrl' | 'unsubscribeUrl' | 'oneClickUnsubscribeUrl'>;

/** The links an alert mail carries for its subscriber: the pages in their language, and the header's one-click address. */
export function alertLinksOf(origin: string, links: SignedLinks): AlertLinksOf {
  return (subscriberId, language) => ({
    manageUrl: manageUrl(origin, links, subscriberId, language),
    unsubscribeUrl: unsubscribeUrl(origin, links, subscriberId, language),
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(origin, links, subscriberId),
  });
}
