import { z } from 'zod';
import type { BuyingCostSettings } from '../buying-cost';
import { messageKey } from '../message-key';

/** The highest rate an admin may set, in %: AP's duties together are 7.5 %; 20 catches a typed 50 for 5.0. */
const BUYING_COST_RATE_MAX = 20;

const ratePercent = z
  .number({ error: messageKey('ratePercentInvalid', { max: BUYING_COST_RATE_MAX }) })
  .finite()
  .min(0, messageKey('ratePercentInvalid', { max: BUYING_COST_RATE_MAX }))
  .max(BUYING_COST_RATE_MAX, messageKey('ratePercentInvalid', { max: BUYING_COST_RATE_MAX }));

/**
 * The rates of the full cost of buying and the day they were last checked (Settings → Costs of
 * buying; GET /api/buying-costs, PUT /api/admin/settings/buying-costs).
 */
export const buyingCostSettingsSchema = z
  .object({
    stampDutyPercent: ratePercent,
    transferDutyPercent: ratePercent,
    registrationFeePercent: ratePercent,
    brokeragePercent: ratePercent,
    checkedOn: z.iso.date(messageKey('ratesCheckedOnInvalid')),
  })
  .strict() satisfies z.ZodType<BuyingCostSettings>;

/**
 * Andhra Pradesh's charges on registering a sale deed of land, as the Registration and Stamps
 * Department (IGRS AP) lists them: stamp duty 5 %, transfer duty 1.5 %, registration fee 1 % of the
 * higher of the consideration and the market value. No brokerage until the business sets one.
 * docs/product.md says where they come from and when they were written down.
 */
export const DEFAULT_BUYING_COST_SETTINGS: BuyingCostSettings = {
  stampDutyPercent: 5,
  transferDutyPercent: 1.5,
  registrationFeePercent: 1,
  brokeragePercent: 0,
  checkedOn: '2026-11-27',
};
