import { alertPlotOf, plotAnnouncements, type PlotAnnouncement } from '../../core/plot-announcements';
import { plotMatchesSearch } from '../../core/plot-matches-search';
import { plotVillage } from '../../core/plot-village';
import { blogParagraphs } from '../../core/blog-text';
import { ALERT_EXCERPT_MAX, type AlertItem } from '../../core/schemas/alert-item';
import type { Blog } from '../../core/schemas/blog';
import type { DeliverableAlert } from '../../core/schemas/alerts';
import type { Plot } from '../../core/schemas/plot';
import type { EventOf } from '../../ports/events';
import type { NewAlertOutboxItem, Store } from '../../ports/store';
import { alertDueAt } from './alert-due';

export interface AlertEnqueueDeps {
  store: Pick<Store, 'alerts' | 'alertOutbox' | 'regions' | 'ventures'>;
  now?: () => Date;
}

/** The alerts one announcement goes to, and what it says to them. */
interface Addressed {
  alerts: DeliverableAlert[];
  alert: AlertItem;
}

/**
 * Enqueues, for a plot listed, made cheaper or freed in a venture (core/plot-announcements.ts),
 * an outbox item per deliverable alert that follows it: a saved search the plot matches (a saved
 * search made on a venture's page matches only that venture's plots), the plot's price-drop
 * alerts, the venture's alerts. The dedupe key is the announcement's content key and the alert,
 * so the same change delivered again enqueues nothing new. Daily alerts are due at the next 08:00
 * India time. Runs in the event handlers, so standalone and in the Cloud triggers alike; how many
 * items are new.
 */
export async function enqueuePlotAlerts(deps: AlertEnqueueDeps, event: EventOf<'plot.created'> | EventOf<'plot.updated'>): Promise<number> {
  const announcements = plotAnnouncements(event);
  if (announcements.length === 0) return 0;
  const now = (deps.now ?? (() => new Date()))();
  const plot = announcements[0]!.plot;
  const venture = plot.ventureId ? await deps.store.ventures.get(plot.ventureId) : null;
  const village = plotVillage(plot, venture?.regionId ?? null, await deps.store.regions.list());
  const snapshot = alertPlotOf(plot, village);

  const items: NewAlertOutboxItem[] = [];
  for (const announcement of announcements) {
    const addressed = await addressedAlerts(deps, announcement, snapshot, venture ? { id: venture.id, name: venture.name, nameTe: venture.nameTe } : null);
    if (!addressed) continue;
    const payload = JSON.stringify(addressed.alert);
    for (const alert of addressed.alerts) items.push(outboxItem(announcement.key, alert, addressed.alert.kind, payload, now));
  }
  return items.length === 0 ? 0 : deps.store.alertOutbox.enqueue(items);
}

/** The queue item of one announcement (its content key) for one alert: due now, or at the next 08:00 India time for a daily one. */
function outboxItem(key: string, alert: DeliverableAlert, kind: AlertItem['kind'], payload: string, now: Date): NewAlertOutboxItem {
  const daily = alert.cadence === 'daily';
  return { dedupeKey: `${key}:${alert.id}`, subscriberId: alert.subscriberId, alertId: alert.id, kind, payload, dueAt: alertDueAt(now, daily), daily };
}

/** The saved-search alerts a listed plot matches: the public search's filters, and a search made on a venture's page only that venture's plots. */
export function searchAlertsMatching(alerts: readonly DeliverableAlert[], plot: Plot): DeliverableAlert[] {
  return alerts.filter((alert) => alert.kind === 'search' && (alert.target.ventureId === undefined || alert.target.ventureId === plot.ventureId) && plotMatchesSearch(plot, alert.target));
}

async function addressedAlerts(
  deps: AlertEnqueueDeps,
  announcement: PlotAnnouncement,
  plot: ReturnType<typeof alertPlotOf>,
  venture: { id: string; name: string; nameTe: string } | null,
): Promise<Addressed | null> {
  switch (announcement.kind) {
    case 'newPlot': {
      const listed = announcement.plot;
      const alerts = searchAlertsMatching(await deps.store.alerts.deliverable('search'), listed);
      return { alerts, alert: { kind: 'newPlot', plot } };
    }
    case 'priceDrop': {
      const alerts = (await deps.store.alerts.deliverable('priceDrop')).filter((alert) => alert.kind === 'priceDrop' && alert.target.plotId === announcement.plot.id);
      return { alerts, alert: { kind: 'priceDrop', plot, oldPrice: announcement.oldPrice } };
    }
    case 'ventureFreed': {
      // A venture deleted meanwhile: nobody to tell about it.
      if (!venture || venture.id !== announcement.ventureId) return null;
      const alerts = (await deps.store.alerts.deliverable('venture')).filter((alert) => alert.kind === 'venture' && alert.target.ventureId === venture.id);
      return { alerts, alert: { kind: 'ventureFreed', venture, plots: [plot] } };
    }
  }
}

/** A post's opening as a news alert carries it: its first paragraph, cut at ALERT_EXCERPT_MAX characters. */
function excerptOf(content: string): string {
  const first = blogParagraphs(content)[0] ?? '';
  return first.length <= ALERT_EXCERPT_MAX ? first : `${first.slice(0, ALERT_EXCERPT_MAX - 1).trimEnd()}…`;
}

/** A post's announcement: its outbox items are keyed `news:{post}:{alert}` (outboxItem adds the alert). */
const newsKey = (postId: string) => `news:${postId}`;

/** What every news outbox item of a post starts its dedupe key with (its mails' progress counts them). */
export function newsKeyPrefix(postId: string): string {
  return `${newsKey(postId)}:`;
}

/**
 * "Send to news subscribers" on a post: one outbox item per deliverable news alert, keyed
 * `news:{post}:{alert}`, so sending the same post twice sends nothing twice (a subscriber who
 * joined since gets it). How many alerts it is for and how many of them are new in the queue.
 */
export async function enqueueNewsAlerts(deps: AlertEnqueueDeps, post: Blog): Promise<{ total: number; queued: number }> {
  const now = (deps.now ?? (() => new Date()))();
  const alerts = await deps.store.alerts.deliverable('news');
  const alert: AlertItem = { kind: 'news', post: { id: post.id, title: post.title, titleTe: post.titleTe, excerpt: excerptOf(post.content), excerptTe: post.contentTe ? excerptOf(post.contentTe) : '' } };
  const payload = JSON.stringify(alert);
  const items = alerts.map((followed) => outboxItem(newsKey(post.id), followed, 'news', payload, now));
  return { total: items.length, queued: items.length === 0 ? 0 : await deps.store.alertOutbox.enqueue(items) };
}
