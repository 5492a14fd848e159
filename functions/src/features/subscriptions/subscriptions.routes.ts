import express, { type RequestHandler, type Router } from 'express';
import { subscribeSubmissionSchema } from '../../core/schemas/subscriber';
import type { Store } from '../../ports/store';
import { honeypotTripped } from '../../http/honeypot';
import { cacheControl } from '../../http/middleware/cache-control';
import { jsonObjectBody, parseBody } from '../../http/validate';
import { createSubscriptionsService } from './subscriptions.service';

/**
 * POST /api/subscriptions { email } → 201 { created: true }, or 200 { created: false } when the
 * address is already subscribed (nothing changes; the SPA says "You are already subscribed.").
 */
export function subscriptionsRoutes(deps: { store: Store; publicWriteLimit: RequestHandler }): Router {
  const router = express.Router();
  const subscriptions = createSubscriptionsService(deps);

  router.post('/', deps.publicWriteLimit, cacheControl('none'), async (req, res) => {
    if (honeypotTripped(jsonObjectBody(req))) {
      res.status(201).json({ created: true });
      return;
    }
    const { email } = parseBody(subscribeSubmissionSchema, req);
    const { created } = await subscriptions.subscribe(email);
    res.status(created ? 201 : 200).json({ created });
  });

  return router;
}
