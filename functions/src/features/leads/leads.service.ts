import { siteDay } from '../../core/dates';
import { historyOfUpdate, isResponse, leadTimeline, noteEntry } from '../../core/lead-history';
import { messageKey } from '../../core/message-key';
import { compactOrigin, enquiryPlotIds, type ContactForm, type Lead, type LeadDetails, type LeadOrigin, type LeadUpdate, type PlotEnquirySubmission, type SellEnquiryForm } from '../../core/schemas/lead';
import type { HistoryActor, LeadHistoryEntry } from '../../core/schemas/lead-history';
import { visitDateProblem, visitKey, visitOf } from '../../core/visit-date';
import type { Auth } from '../../ports/auth';
import { invalidForm } from '../../http/errors';
import { isDocumentId } from '../../http/params';
import type { EventPublisher } from '../../ports/events';
import type { NewLead, Store } from '../../ports/store';
import { createKeyedLock } from '../keyed-lock';

/** A lead as its detail page shows it: the lead and everything that happened to it, oldest first. */
export interface LeadDetail {
  lead: Lead;
  history: LeadHistoryEntry[];
}

/** A public form as sent: its answers and where the visitor sent it from. */
type Sent<Form> = Form & { origin?: LeadOrigin | undefined };

/**
 * Leads: captured from the public site, worked on the admin board. Status 'new' and the server
 * timestamp are the store's job (the browser's clock is never trusted). Every write is reported
 * to the event publisher after it happened (counters of the dashboard).
 */
export function createLeadsService(deps: { store: Store; events: EventPublisher; auth: Pick<Auth, 'listAdmins'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const withLock = createKeyedLock();

  /**
   * A venture enquiry's part of the lead: the venture's name and the picked plots' numbers, in the
   * order picked; or what is wrong (no such venture; a plot not in it, on the field that named it).
   */
  async function ventureDetails(ventureId: string, plotIds: readonly string[]): Promise<{ details: LeadDetails } | { problems: Record<string, string> }> {
    const venture = isDocumentId(ventureId) ? await deps.store.ventures.get(ventureId) : null;
    if (!venture) return { problems: { ventureId: messageKey('ventureNotFound') } };
    const numbers = new Map((await deps.store.plots.byVenture(venture.id)).map((record) => [record.id, record.plotNumber]));
    const strangers = plotIds.filter((id) => !numbers.has(id));
    if (strangers.length > 0) {
      return { problems: strangers.length === 1 && strangers[0] === plotIds[0] ? { plotId: messageKey('plotNotInVenture') } : { plotIds: messageKey('enquiryPlotsInvalid') } };
    }
    return { details: { ventureId: venture.id, ventureName: venture.name, plotIds: [...plotIds], plotNumbers: plotIds.map((id) => numbers.get(id) ?? '') } };
  }

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
     * VISIT_DAYS days ahead (India time). From a venture's page (`ventureId`), the lead also keeps
     * the venture's name and every plot picked (ids and numbers as they are now): 422 on
     * `ventureId` for no such venture, on `plotIds` (or `plotId`) for a plot not in it.
     */
    async submitPlotEnquiry(form: Sent<Omit<PlotEnquirySubmission, 'website'>>): Promise<{ id: string }> {
      const visitProblem = form.visitDate ? visitDateProblem(form.visitDate, now()) : null;
      const [plot, ofVenture] = await Promise.all([deps.store.plots.get(form.plotId), form.ventureId ? ventureDetails(form.ventureId, enquiryPlotIds(form)) : null]);
      const problems = {
        ...(ofVenture && 'problems' in ofVenture ? ofVenture.problems : {}),
        ...(plot ? {} : { plotId: messageKey('plotNotListed') }),
        ...(visitProblem ? { visitDate: visitProblem } : {}),
      };
      if (!plot || Object.keys(problems).length > 0) throw invalidForm(problems);
      return capture({
        name: form.name,
        phone: form.phone,
        email: form.email,
        source: 'plot-enquiry',
        origin: compactOrigin(form.origin),
        details: {
          plotId: plot.id,
          plotTitle: plot.title,
          ...(form.visitDate ? { visitDate: form.visitDate, ...(form.visitSlot ? { visitSlot: form.visitSlot } : {}) } : {}),
          ...(form.copies ? { documentCopies: true } : {}),
          ...(ofVenture && 'details' in ofVenture ? ofVenture.details : {}),
        },
      });
    },

    /** Newest first (the board sorts within its columns itself). */
    list(): Promise<Lead[]> {
      return deps.store.leads.list();
    },

    /** A lead and its whole history (its creation first); null when there is no such lead. */
    async detail(id: string): Promise<LeadDetail | null> {
      const [lead, stored] = await Promise.all([deps.store.leads.get(id), deps.store.leads.history(id)]);
      return lead ? { lead, history: leadTimeline(lead, stored) } : null;
    },

    /**
     * An admin's change: status, follow-up day, assigned admin, site visit. Each value that really
     * changes is recorded in the history with who and when, in the same write; the first status
     * change marks the lead answered. null when there is no such lead; 422 for a follow-up or visit
     * day before today (India) or an assignee who is not an admin.
     */
    update(id: string, update: LeadUpdate, by: HistoryActor): Promise<Lead | null> {
      return withLock(id, async () => {
        const before = await deps.store.leads.get(id);
        if (!before) return null;
        const admins = update.assignedTo === undefined ? [] : await deps.auth.listAdmins();
        const today = siteDay(now());
        const problems = {
          ...(update.followUpDate && update.followUpDate !== before.followUpDate && update.followUpDate < today
            ? { followUpDate: messageKey('followUpDateTooEarly') }
            : {}),
          ...(update.visit && visitKey(update.visit) !== visitKey(visitOf(before.details)) && update.visit.date < today
            ? { visit: messageKey('visitDateTooEarly') }
            : {}),
          ...(update.assignedTo && !admins.some((admin) => admin.id === update.assignedTo) ? { assignedTo: messageKey('assigneeUnknown') } : {}),
        };
        if (Object.keys(problems).length > 0) throw invalidForm(problems);

        const emailOf = (adminId: string) => admins.find((admin) => admin.id === adminId)?.email ?? adminId;
        const entries = historyOfUpdate(before, update, by, emailOf);
        if (entries.length === 0) return before;
        const after = await deps.store.leads.update(
          id,
          {
            ...(update.status === undefined ? {} : { status: update.status }),
            ...(update.followUpDate === undefined ? {} : { followUpDate: update.followUpDate }),
            ...(update.assignedTo === undefined ? {} : { assignedTo: update.assignedTo }),
            ...(update.visit === undefined ? {} : { visit: update.visit }),
            respond: isResponse(entries),
          },
          entries,
        );
        if (!after) return null;
        if (before.status !== after.status) await deps.events.publish({ type: 'lead.statusChanged', before, after });
        return after;
      });
    },

    /** Adds a note (kept forever; the lead's first note marks it answered); null when there is no such lead. */
    addNote(id: string, text: string, by: HistoryActor): Promise<LeadDetail | null> {
      return withLock(id, async () => {
        const lead = await deps.store.leads.update(id, { respond: true }, [noteEntry(text, by)]);
        return lead ? { lead, history: leadTimeline(lead, await deps.store.leads.history(id)) } : null;
      });
    },

    /** false when there is no such lead. */
    /** Moves the lead to the bin (decision 020), by `by`; false when there is no such lead. Its history stays. */
    remove(id: string, by: HistoryActor): Promise<boolean> {
      return withLock(id, async () => {
        const moved = await deps.store.bin.binLead(id, by);
        if (!moved) return false;
        await deps.events.publish({ type: 'lead.deleted', lead: moved.lead });
        return true;
      });
    },
  };
}
