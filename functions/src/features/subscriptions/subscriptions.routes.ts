import express, { type RequestHandler, type Router } from 'express';
import { subscribeSubmissionSchema } from '../../core/schemas/subscriber';
import { englishMessage } from '../../core/messages';
import { honeypotTripped } from '../../http/honeypot';
import { cacheControl } from '../../http/middleware/cache-control';
import { jsonObjectBody, parseBody } from '../../http/validate';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * POST /api/subscriptions { email, language?, cadence?, alert? } → 201 when the alert is new, 200
 * when the address followed it already; `{ created, confirmed, key, message }`: `confirmed` false
 * means a confirmation mail went out ("Check your inbox…"), true that the alert is live now.
 */
export function subscriptionsRoutes(deps: { subscriptions: SubscriptionsService; publicWriteLimit: RequestHandler }): Router {
  const router = express.Router();

  router.post('/', deps.publicWriteLimit, cacheControl('none'), async (req, res) => {
    if (honeypotTripped(jsonObjectBody(req))) {
      res.status(201).json({ created: true, confirmed: false, key: 'subscriptionCheckInbox', message: englishMessage('subscriptionCheckInbox') });
      return;
    }
    const { email, language, cadence, alert } = parseBody(subscribeSubmissionSchema, req);
    const answer = await deps.subscriptions.subscribe({ email, language, cadence, alert });
    res.status(answer.created ? 201 : 200).json({ ...answer, message: englishMessage(answer.key) });
  });

  return router;
}
