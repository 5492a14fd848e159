import type { ContactForm } from '@core/schemas/lead';
import { apiPaths } from '@/config/api-paths';
import { api } from '@/lib/api-client';
import { leadOrigin } from '@/lib/lead-origin';

export type ContactSubmission = ContactForm & { website: string };

/** POST /api/contact: stores a lead with status 'new'. */
export function createContactSubmission(input: ContactSubmission): Promise<{ id: string }> {
  return api.post<{ id: string }>(apiPaths.contact(), { ...input, origin: leadOrigin() });
}
