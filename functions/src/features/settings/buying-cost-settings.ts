import type { BuyingCostSettings } from '../../core/buying-cost';
import { siteDay } from '../../core/dates';
import { messageKey } from '../../core/message-key';
import { buyingCostSettingsSchema, DEFAULT_BUYING_COST_SETTINGS } from '../../core/schemas/buying-costs';
import { invalidForm } from '../../http/errors';
import type { EventPublisher } from '../../ports/events';
import type { MetaRepository } from '../../ports/store';

/**
 * The rates of the full cost of buying, kept in the store's meta values like the admins' mail
 * choices (features/notices/notice-prefs.ts): one small record, the same in either store. Until an
 * admin saves them, and if what is stored does not read back, they are the defaults.
 */
const BUYING_COSTS_KEY = 'buying-cost-settings';

export async function readBuyingCostSettings(meta: MetaRepository): Promise<BuyingCostSettings> {
  const raw = await meta.get(BUYING_COSTS_KEY);
  if (raw === null) return DEFAULT_BUYING_COST_SETTINGS;
  try {
    const parsed = buyingCostSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_BUYING_COST_SETTINGS;
  } catch {
    return DEFAULT_BUYING_COST_SETTINGS;
  }
}

/**
 * Saves the rates and reports it: every cached plot page shows them (events/drop-changed-public-reads.ts).
 * A day they were checked that has not come yet in India is refused (422 on `checkedOn`).
 */
export async function saveBuyingCostSettings(deps: { meta: MetaRepository; events: EventPublisher; now?: () => Date }, settings: BuyingCostSettings): Promise<BuyingCostSettings> {
  if (settings.checkedOn > siteDay((deps.now ?? (() => new Date()))())) throw invalidForm({ checkedOn: messageKey('ratesCheckedOnFuture') });
  await deps.meta.set(BUYING_COSTS_KEY, JSON.stringify(settings));
  await deps.events.publish({ type: 'buyingCosts.updated', settings });
  return settings;
}
