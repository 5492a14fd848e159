import express, { type Router } from 'express';
import { messageKey } from '../../core/message-key';
import type { Alert } from '../../core/schemas/alerts';
import type { AdminSubscriber } from '../../core/schemas/subscriber';
import { notFound } from '../../http/errors';
import { documentId } from '../../http/params';
import type { Store } from '../../ports/store';
import { describeAlert } from './alert-words';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * GET /api/admin/subscribers → 200 { items: AdminSubscriber[] (newest first, each alert in words), total }.
 * DELETE /api/admin/subscribers/:id → 204, the subscriber and their alerts gone · 404.
 */
export function subscribersAdminRoutes(deps: { store: Store; subscriptions: SubscriptionsService }): Router {
  const router = express.Router();

  router.get('/', async (_req, res) => {
    const [subscribers, alerts] = await Promise.all([deps.store.subscribers.list(), deps.store.alerts.list()]);
    const names = await deps.subscriptions.namesOf(alerts);
    const bySubscriber = new Map<string, Alert[]>();
    for (const alert of alerts) bySubscriber.set(alert.subscriberId, [...(bySubscriber.get(alert.subscriberId) ?? []), alert]);
    const items: AdminSubscriber[] = subscribers.map((subscriber) => ({
      ...subscriber,
      alerts: (bySubscriber.get(subscriber.id) ?? []).map((alert) => ({ id: alert.id, kind: alert.kind, cadence: alert.cadence, words: describeAlert(alert, names, 'en') })),
    }));
    res.json({ items, total: items.length });
  });

  router.delete('/:id', async (req, res) => {
    const id = documentId(req.params.id, messageKey('subscriberNotFound'));
    if (!(await deps.subscriptions.unsubscribe(id))) throw notFound(messageKey('subscriberNotFound'));
    res.status(204).end();
  });

  return router;
}
