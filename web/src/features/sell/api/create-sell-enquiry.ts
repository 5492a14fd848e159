import type { SellEnquiryForm } from '@core/schemas/lead';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';
import { leadOrigin } from '@/lib/lead-origin';

export type SellEnquirySubmission = SellEnquiryForm & { website: string };

/** POST /api/sell-enquiries: a lead with what the owner offers (category, location, area, price). */
export function createSellEnquiry(input: SellEnquirySubmission): Promise<{ id: string }> {
  return api.post<{ id: string }>(apiPaths.sellEnquiries(), { ...input, origin: leadOrigin() });
}
