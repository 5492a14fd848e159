import type { ContactForm, SellEnquiryForm } from '../../core/schemas/lead';
import type { Store } from '../../ports/store';

/**
 * Leads from the public site. Status 'new' and the server timestamp are the store's job (the
 * browser's clock is never trusted); this says what a lead from each form holds.
 */
export function createLeadsService(deps: { store: Store }) {
  return {
    async submitContact(form: ContactForm): Promise<{ id: string }> {
      const lead = await deps.store.leads.create({
        name: form.name,
        phone: form.phone,
        email: form.email,
        source: 'contact',
        details: null,
      });
      return { id: lead.id };
    },

    async submitSellEnquiry(form: SellEnquiryForm): Promise<{ id: string }> {
      const lead = await deps.store.leads.create({
        name: form.name,
        phone: form.phone,
        email: form.email,
        source: 'sell',
        details: {
          category: form.category,
          location: form.location,
          ...(form.area ? { area: form.area } : {}),
          ...(form.expectedPrice ? { expectedPrice: form.expectedPrice } : {}),
          ...(form.message ? { message: form.message } : {}),
        },
      });
      return { id: lead.id };
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
