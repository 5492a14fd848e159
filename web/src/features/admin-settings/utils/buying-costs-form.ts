import type { BuyingCostSettings } from '@core/buying-cost';
import { keyedErrors } from '@core/schemas/message-keys';
import { buyingCostSettingsSchema } from '@core/schemas/buying-costs';
import { z } from 'zod';
import { typedPercent } from '@/lib/typed-number';

/** What Settings → Costs of buying holds: each rate as typed (percent), and the day they were checked. */
export type BuyingCostsFormValues = Record<Exclude<keyof BuyingCostSettings, 'checkedOn'>, string> & { checkedOn: string };

export const RATE_FIELDS = ['stampDutyPercent', 'transferDutyPercent', 'registrationFeePercent', 'brokeragePercent'] as const satisfies readonly (keyof BuyingCostsFormValues)[];

export function buyingCostsValuesOf(settings: BuyingCostSettings): BuyingCostsFormValues {
  return {
    stampDutyPercent: String(settings.stampDutyPercent),
    transferDutyPercent: String(settings.transferDutyPercent),
    registrationFeePercent: String(settings.registrationFeePercent),
    brokeragePercent: String(settings.brokeragePercent),
    checkedOn: settings.checkedOn,
  };
}

/** The core's schema over the values as typed; its messages land on the form's own fields. */
export const buyingCostsFormSchema = z.unknown().transform((raw, context) => {
  const values = raw as BuyingCostsFormValues;
  const result = buyingCostSettingsSchema.safeParse(
    {
      stampDutyPercent: typedPercent(values.stampDutyPercent),
      transferDutyPercent: typedPercent(values.transferDutyPercent),
      registrationFeePercent: typedPercent(values.registrationFeePercent),
      brokeragePercent: typedPercent(values.brokeragePercent),
      checkedOn: values.checkedOn,
    },
    { error: keyedErrors },
  );
  if (!result.success) {
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'checkedOn')] });
    return z.NEVER;
  }
  return result.data;
}) as unknown as z.ZodType<BuyingCostSettings, BuyingCostsFormValues>;
