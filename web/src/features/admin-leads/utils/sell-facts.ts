import { PLOT_CATEGORY_LABELS } from '@core/constants';
import type { Lead } from '@core/schemas/lead';

/** What a seller offered, as label and value, the empty ones left out; with their message when asked. */
export function sellFacts(lead: Pick<Lead, 'details'>, options: { message: boolean }): [string, string][] {
  const details = lead.details ?? {};
  const rows: [string, string | undefined][] = [
    ['Category', details.category ? PLOT_CATEGORY_LABELS[details.category] : undefined],
    ['Location', details.location],
    ['Area', details.area],
    ['Expected price', details.expectedPrice],
    ...(options.message ? ([['Message', details.message]] as [string, string | undefined][]) : []),
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
