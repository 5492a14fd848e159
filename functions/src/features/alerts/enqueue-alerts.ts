import { alertPlotOf, plotAnnouncements, type PlotAnnouncement } from '../../core/plot-announcements';
import { plotMatchesSearch } from '../../core/plot-matches-search';
import { plotVillage } from '../../core/plot-village';
import type { AlertItem } from '../../core/schemas/alert-item';
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
    for (const alert of addressed.alerts) {
      const daily = alert.cadence === 'daily';
      items.push({
        dedupeKey: `${announcement.key}:${alert.id}`,
        subscriberId: alert.subscriberId,
        alertId: alert.id,
        kind: addressed.alert.kind,
        payload: JSON.stringify(addressed.alert),
        dueAt: alertDueAt(now, daily),
        daily,
      });
    }
  }
  return items.length === 0 ? 0 : deps.store.alertOutbox.enqueue(items);
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
