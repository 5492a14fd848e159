import express, { type Request, type Response, type Router } from 'express';
import { languageOfPath, pathInLanguage, type Language } from '../../core/languages';
import { messageKey } from '../../core/message-key';
import { alertCadenceField } from '../../core/schemas/alerts';
import { badRequest, HttpError } from '../../http/errors';
import { manageUrl, ONE_CLICK_UNSUBSCRIBE_PATH, SUBSCRIPTION_PAGE_PATHS } from '../alerts/alert-links';
import type { LinkPurpose } from '../alerts/signed-links';
import { renderSubscriptionPage, type SubscriptionPageView } from './pages/subscription-page';
import type { SubscriptionsService } from './subscriptions.service';

const PAGE_PATHS = Object.values(SUBSCRIPTION_PAGE_PATHS).flatMap((path) => [path, pathInLanguage(path, 'te')]);

/** A form's fields: small, flat, text only. */
const formBody = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 });


function field(req: Request, name: string): string {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return typeof body[name] === 'string' ? body[name] : '';
}

/**
 * The pages of the subscribers' signed links (docs/product.md, "Alerts for subscribers"), in
 * English and under /te: GET shows, POST (a form on the same page) acts. A tampered link: 400; an
 * expired one: 410; both change nothing. Confirming, removing or unsubscribing twice: the same page.
 */
export function subscriptionPagesRoutes(deps: {
  subscriptions: SubscriptionsService;
  linkOrigin: string;
  /** The site's built stylesheets (PageRenderer.stylesheets): none without a built web app. */
  stylesheets: readonly string[];
}): Router {
  const router = express.Router();
  const { subscriptions } = deps;

  /** Sends a page, in the business's name; never cached or indexed. */
  async function sendPage(res: Response, status: number, view: SubscriptionPageView, language: Language): Promise<void> {
    const page = renderSubscriptionPage(view, language, await subscriptions.businessName(), deps.stylesheets);
    res.status(status).set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex, nofollow').type('html').send(page);
  }

  /** The link's subscriber, or the page saying why there is none (sent). */
  async function subscriberOf(req: Request, res: Response, purpose: LinkPurpose, language: Language): Promise<string | null> {
    const linked = await subscriptions.linked(req.query.token, purpose);
    if (linked.ok) return linked.subscriberId;
    await sendPage(res, linked.reason === 'expired' ? 410 : 400, { kind: linked.reason }, language);
    return null;
  }

  async function manageHref(subscriberId: string, language: Language): Promise<string> {
    return manageUrl(deps.linkOrigin, await subscriptions.links(), subscriberId, language);
  }

  router.all(PAGE_PATHS, formBody, async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return next();
    const { language, path } = languageOfPath(req.path);
    const posted = req.method === 'POST';

    if (path === SUBSCRIPTION_PAGE_PATHS.confirm) {
      const id = await subscriberOf(req, res, 'confirm', language);
      if (id === null) return;
      const subscriber = posted ? await subscriptions.confirm(id) : await subscriptions.subscriber(id);
      if (!subscriber) return sendPage(res, 200, { kind: 'gone' }, language);
      if (posted || subscriber.confirmedAt !== null) return sendPage(res, 200, { kind: 'confirmed', manageHref: await manageHref(id, language) }, language);
      return sendPage(res, 200, { kind: 'confirmAsk', email: subscriber.email }, language);
    }

    if (path === SUBSCRIPTION_PAGE_PATHS.unsubscribe) {
      const id = await subscriberOf(req, res, 'unsubscribe', language);
      if (id === null) return;
      if (posted) {
        await subscriptions.unsubscribe(id);
        return sendPage(res, 200, { kind: 'unsubscribed' }, language);
      }
      const subscriber = await subscriptions.subscriber(id);
      return sendPage(res, 200, subscriber ? { kind: 'unsubscribeAsk', email: subscriber.email } : { kind: 'unsubscribed' }, language);
    }

    // Manage: a POST changes one thing, then the page is shown again (303, so a reload does not repeat it).
    const id = await subscriberOf(req, res, 'manage', language);
    if (id === null) return;
    if (posted) {
      const action = field(req, 'action');
      if (action === 'unsubscribe') {
        await subscriptions.unsubscribe(id);
        return sendPage(res, 200, { kind: 'unsubscribed' }, language);
      }
      const cadence = alertCadenceField.safeParse(field(req, 'cadence'));
      if (action === 'cadence' && cadence.success) await subscriptions.setCadence(id, field(req, 'alertId'), cadence.data);
      else if (action === 'remove') await subscriptions.removeAlert(id, field(req, 'alertId'));
      res.redirect(303, req.originalUrl);
      return;
    }
    const found = await subscriptions.alertsOf(id, language);
    if (!found) return sendPage(res, 200, { kind: 'gone' }, language);
    return sendPage(res, 200, { kind: 'manage', email: found.subscriber.email, confirmed: found.subscriber.confirmedAt !== null, alerts: found.alerts }, language);
  });

  return router;
}

/**
 * RFC 8058 one-click unsubscribe: the List-Unsubscribe address of every alert mail, POSTed by mail
 * clients with `List-Unsubscribe=One-Click` (urlencoded), without cookies or a page of ours: mounted
 * before the CSRF guard and the JSON-only rule, the signed token being the authority. 200 however
 * often; a tampered token 400, an expired one 410, changing nothing. A GET of the same address (a
 * person following the link) goes to the unsubscribe page, so one address serves the header and
 * the mail's own Unsubscribe link.
 */
export function oneClickUnsubscribeRoute(deps: { subscriptions: SubscriptionsService }): Router {
  const router = express.Router();
  router.post(ONE_CLICK_UNSUBSCRIBE_PATH, formBody, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const linked = await deps.subscriptions.linked(req.query.token, 'unsubscribe');
    if (!linked.ok) throw linked.reason === 'expired' ? new HttpError(410, 'gone', messageKey('linkExpired')) : badRequest(messageKey('linkInvalid'));
    await deps.subscriptions.unsubscribe(linked.subscriberId);
    res.status(200).json({ unsubscribed: true });
  });
  // The same address opened by a person (a mail's footer link): the unsubscribe page and its
  // button, in the subscriber's language; the page judges the token.
  router.get(ONE_CLICK_UNSUBSCRIBE_PATH, async (req, res) => {
    const linked = await deps.subscriptions.linked(req.query.token, 'unsubscribe');
    const subscriber = linked.ok ? await deps.subscriptions.subscriber(linked.subscriberId) : null;
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    res.set('Cache-Control', 'no-store').redirect(303, `${pathInLanguage(SUBSCRIPTION_PAGE_PATHS.unsubscribe, subscriber?.language ?? 'en')}?token=${encodeURIComponent(token)}`);
  });
  return router;
}
