import type { LeadStatus } from '../../core/lead-status';
import { compactOrigin, type ContactForm, type Lead, type LeadOrigin, type PlotEnquiryForm, type SellEnquiryForm } from '../../core/schemas/lead';
import { visitDateProblem } from '../../core/visit-date';
import { invalidForm } from '../../http/errors';
import type { EventPublisher } from '../../ports/events';
import type { NewLead, Store } from '../../ports/store';
import { createKeyedLock } from '../keyed-lock';

/** A public form as sent: its answers and where the visitor sent it from. */
type Sent<Form> = Form & { origin?: LeadOrigin | undefined };

/**
 * Leads: captured from the public site, worked on the admin board. Status 'new' and the server
 * timestamp are the store's job (the browser's clock is never trusted). Every write is reported
 * to the event publisher after it happened (counters of the dashboard).
 */
export function createLeadsService(deps: { store: Store; events: EventPublisher; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const withLock = createKeyedLock();

  async function capture(lead: NewLead): Promise<{ id: string }> {
    const created = await deps.store.leads.create(lead);
    await deps.events.publish({ type: 'lead.created', lead: created });
    return { id: created.id };
  }

  return {
    submitContact(form: Sent<ContactForm>): Promise<{ id: string }> {
      return capture({ name: form.name, phone: form.phone, email: form.email, source: 'contact', details: null, origin: compactOrigin(form.origin) });
    },

    submitSellEnquiry(form: Sent<SellEnquiryForm>): Promise<{ id: string }> {
      return capture({
        name: form.name,
        phone: form.phone,
        email: form.email,
        source: 'sell',
        origin: compactOrigin(form.origin),
        details: {
          category: form.category,
          location: form.location,
          ...(form.area ? { area: form.area } : {}),
          ...(form.expectedPrice ? { expectedPrice: form.expectedPrice } : {}),
          ...(form.message ? { message: form.message } : {}),
        },
      });
    },

    /**
     * "Enquire about this plot": a lead linked to the plot, with its title as it is now (the board
     * shows it even if the plot is renamed or deleted later) and maybe a day to visit. 422 on
     * `plotId` for a plot that does not exist, on `visitDate` for a day before today or more than
     * 90 days ahead (India time).
     */
    async submitPlotEnquiry(form: Sent<PlotEnquiryForm>): Promise<{ id: string }> {
      const visitProblem = form.visitDate ? visitDateProblem(form.visitDate, now()) : null;
      const plot = await deps.store.plots.get(form.plotId);
      if (!plot || visitProblem) {
        throw invalidForm({
          ...(plot ? {} : { plotId: 'This plot is not listed any more. Please pick another one.' }),
          ...(visitProblem ? { visitDate: visitProblem } : {}),
        });
      }
      return capture({
        name: form.name,
        phone: form.phone,
        email: form.email,
        source: 'plot-enquiry',
        origin: compactOrigin(form.origin),
        details: {
          plotId: plot.id,
          plotTitle: plot.title,
          ...(form.visitDate ? { visitDate: form.visitDate } : {}),
        },
      });
    },

    /** Newest first (the board sorts within its columns itself). */
    list(): Promise<Lead[]> {
      return deps.store.leads.list();
    },

    /** Moves a lead (updatedAt set by the store); null when there is no such lead. */
    changeStatus(id: string, status: LeadStatus): Promise<Lead | null> {
      return withLock(id, async () => {
        const before = await deps.store.leads.get(id);
        if (!before) return null;
        const after = await deps.store.leads.updateStatus(id, status);
        if (!after) return null;
        if (before.status !== after.status) await deps.events.publish({ type: 'lead.statusChanged', before, after });
        return after;
      });
    },

    /** false when there is no such lead. */
    remove(id: string): Promise<boolean> {
      return withLock(id, async () => {
        const lead = await deps.store.leads.get(id);
        if (!lead || !(await deps.store.leads.delete(id))) return false;
        await deps.events.publish({ type: 'lead.deleted', lead });
        return true;
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
