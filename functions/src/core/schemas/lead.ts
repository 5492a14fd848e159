import { z } from 'zod';
import { FOLLOW_UP_FILTERS } from '../lead-filter';
import { LEAD_SOURCES, LEAD_STATUSES } from '../lead-status';
import { LEAD_NOTE_MAX_LENGTH, MAX_MESSAGE_LENGTH, MAX_SHORT_TEXT, PLOT_CATEGORIES, UTM_KEYS, UTM_TAG_MAX, VISIT_SLOTS, type UtmKey } from '../constants';
import { ENQUIRY_PLOTS_MAX } from '../venture-constants';
import { emailField, honeypotField, nameField, phoneField, storedFields } from './fields';
import { messageKey } from '../message-key';

const sitePath = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT)
  .regex(/^\/(?![/\\])/);
const webAddress = z
  .string()
  .trim()
  .max(MAX_SHORT_TEXT)
  .regex(/^https?:\/\/[^\s]+$/i);

const utmTag = z.string().trim().min(1).max(UTM_TAG_MAX).optional();

/**
 * Where a lead came from (docs/product.md §3), sent by the browser with every public form: the
 * page the form was sent from, the first page of the visit, the site that linked to it and the
 * visit's utm_* tags. Every part is optional; what the browser cannot know is left out.
 */
export const leadOriginSchema = z.object({
  page: sitePath.optional(),
  landing: sitePath.optional(),
  referrer: webAddress.optional(),
  utm: z.object(Object.fromEntries(UTM_KEYS.map((key) => [key, utmTag])) as Record<UtmKey, typeof utmTag>).optional(),
});
export type LeadOrigin = z.infer<typeof leadOriginSchema>;

/** An origin with only what is known (no undefined parts, which Firestore refuses); null when nothing is. */
export function compactOrigin(origin: LeadOrigin | null | undefined): LeadOrigin | null {
  if (!origin) return null;
  const utm = Object.fromEntries(UTM_KEYS.flatMap((key) => (origin.utm?.[key] ? [[key, origin.utm[key]]] : [])));
  const compact: LeadOrigin = {
    ...(origin.page ? { page: origin.page } : {}),
    ...(origin.landing ? { landing: origin.landing } : {}),
    ...(origin.referrer ? { referrer: origin.referrer } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
  return Object.keys(compact).length > 0 ? compact : null;
}

/**
 * A form's `origin`: recorded by the site's own script, not typed by the visitor, so a value that
 * breaks the rules (an old script, a tampered request) is dropped rather than refusing the lead —
 * a lead is never lost over where it came from.
 */
const originField = leadOriginSchema.optional().catch(undefined);

/** The Contact Us form (docs/product.md §5), shared by the browser and the server. */
export const contactFormSchema = z.object({
  name: nameField,
  phone: phoneField,
  email: emailField,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const contactSubmissionSchema = contactFormSchema.extend({ website: honeypotField, origin: originField });

/** The sell-enquiry form of /sell/{category}: a lead with what is offered. */
export const sellEnquiryFormSchema = contactFormSchema.extend({
  category: z.enum(PLOT_CATEGORIES),
  location: z.string().trim().min(1, messageKey('locationRequired')).max(MAX_SHORT_TEXT),
  area: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((value) => value || undefined),
  expectedPrice: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((value) => value || undefined),
  message: z
    .string()
    .trim()
    .max(MAX_MESSAGE_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});
export type SellEnquiryFormInput = z.input<typeof sellEnquiryFormSchema>;
export type SellEnquiryForm = z.output<typeof sellEnquiryFormSchema>;

export const sellEnquirySubmissionSchema = sellEnquiryFormSchema.extend({ website: honeypotField, origin: originField });

const plotEnquiryFields = contactFormSchema.extend({
  plotId: z.string().trim().min(1, messageKey('plotIdRequired')).max(60),
  visitDate: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.iso.date(messageKey('visitDateInvalid')).optional()),
  visitSlot: z
    .string({ error: messageKey('visitSlotRequired') })
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.enum(VISIT_SLOTS, { error: messageKey('visitSlotRequired') }).optional()),
  /** "Send me copies of the documents you checked" (the plot page's Ask for copies). */
  copies: z.boolean().optional(),
});

/**
 * "Enquire about this plot" on a plot's page: a lead linked to the plot, maybe with a site visit —
 * a day (YYYY-MM-DD) and a part of the day, both or neither — and maybe asking for copies of the
 * documents the site says it checked.
 */
export const plotEnquiryFormSchema = plotEnquiryFields.superRefine((form, context) => {
  if (form.visitDate && !form.visitSlot) context.addIssue({ code: 'custom', path: ['visitSlot'], message: messageKey('visitSlotRequired') });
  if (form.visitSlot && !form.visitDate) context.addIssue({ code: 'custom', path: ['visitDate'], message: messageKey('visitDateForSlot') });
});
export type PlotEnquiryFormInput = z.input<typeof plotEnquiryFormSchema>;
export type PlotEnquiryForm = z.output<typeof plotEnquiryFormSchema>;

/**
 * What the server takes: a day without a part of the day is still a lead (a page loaded before
 * the slot was asked for), its time confirmed by phone; a part of the day without a day is not.
 * From a venture's page it names the venture and the plots picked on its layout (`plotId` is the
 * first of them): at most ENQUIRY_PLOTS_MAX in all, and plots only with their venture.
 */
export const plotEnquirySubmissionSchema = plotEnquiryFields
  .extend({
    ventureId: z
      .string()
      .trim()
      .max(128)
      .optional()
      .transform((value) => value || undefined),
    plotIds: z.array(z.string().trim().min(1, messageKey('enquiryPlotsInvalid')).max(60, messageKey('enquiryPlotsInvalid'))).optional(),
    website: honeypotField,
    origin: originField,
  })
  .superRefine((form, context) => {
    if (form.visitSlot && !form.visitDate) context.addIssue({ code: 'custom', path: ['visitDate'], message: messageKey('visitDateForSlot') });
    if (form.plotIds && form.plotIds.length > 0 && !form.ventureId) context.addIssue({ code: 'custom', path: ['plotIds'], message: messageKey('enquiryPlotsInvalid') });
    if (enquiryPlotIds(form).length > ENQUIRY_PLOTS_MAX) {
      context.addIssue({ code: 'custom', path: ['plotIds'], message: messageKey('tooManyItems', { max: ENQUIRY_PLOTS_MAX }) });
    }
  });
export type PlotEnquirySubmission = z.output<typeof plotEnquirySubmissionSchema>;

/** The plots an enquiry names: `plotId` first, then each of `plotIds` once. */
export function enquiryPlotIds(form: { plotId: string; plotIds?: readonly string[] | undefined }): string[] {
  return [...new Set([form.plotId, ...(form.plotIds ?? [])])];
}

const leadDetailsSchema = z.object({
  category: z.enum(PLOT_CATEGORIES).optional(),
  location: z.string().optional(),
  area: z.string().optional(),
  expectedPrice: z.string().optional(),
  message: z.string().optional(),
  /** A plot enquiry: the plot (its title as it was when asked) and the day the visitor would like to visit. */
  plotId: z.string().optional(),
  plotTitle: z.string().optional(),
  visitDate: z.string().optional(),
  /** The part of the day of the visit (VISIT_SLOTS); missing on visits asked for before it was. */
  visitSlot: z.string().optional(),
  /**
   * An enquiry from a venture's page: the venture (its name as it was when asked) and the plots
   * chosen on its layout (their numbers, in the same order). Absent on every other lead.
   */
  ventureId: z.string().optional(),
  ventureName: z.string().optional(),
  plotIds: z.array(z.string()).optional(),
  plotNumbers: z.array(z.string()).optional(),
  /** A plot enquiry asking for copies of the documents we checked ("Ask for copies"); absent otherwise. */
  documentCopies: z.boolean().optional(),
});
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

/** The plots a stored lead's details name, each once: its `plotId`, then its `plotIds`. */
export function plotIdsNamedBy(details: LeadDetails | null | undefined): string[] {
  if (!details) return [];
  return [...new Set([...(details.plotId ? [details.plotId] : []), ...(details.plotIds ?? [])])];
}

/** A stored lead. `status` is a string: stored data may hold values we do not know (shown in New). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared for its type (the z.infer below): nothing parses with it
const leadSchema = z.object({
  ...storedFields,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  source: z.enum(LEAD_SOURCES),
  details: leadDetailsSchema.nullable(),
  /** Where it came from; null for leads from before it was recorded. */
  origin: leadOriginSchema.nullable(),
  /** The day (YYYY-MM-DD, India) someone should call back; null for none. */
  followUpDate: z.string().nullable(),
  /** The admin (id) who looks after the lead; null for nobody. */
  assignedTo: z.string().nullable(),
  /** When the lead first had an answer: its first status change or note (ISO); null before. */
  firstResponseAt: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * PATCH /api/admin/leads/:id: any of the status, the follow-up day, the assigned admin and the
 * site visit (null clears the last three). At least one.
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: messageKey('leadStatusInvalid') }).optional(),
    followUpDate: z.iso.date(messageKey('followUpDateInvalid')).nullable().optional(),
    assignedTo: z.string().trim().min(1, messageKey('assigneeUnknown')).max(128, messageKey('assigneeUnknown')).nullable().optional(),
    visit: z
      .object({
        date: z.iso.date(messageKey('visitDateInvalid')),
        slot: z.enum(VISIT_SLOTS, { error: messageKey('visitSlotRequired') }),
      })
      .nullable()
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: messageKey('leadNothingToChange') });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** POST /api/admin/leads/:id/notes: what the caller said, kept forever. */
export const leadNoteSchema = z.object({
  text: z
    .string({ error: messageKey('noteRequired') })
    .trim()
    .min(1, messageKey('noteRequired'))
    .max(LEAD_NOTE_MAX_LENGTH, messageKey('noteTooLong', { max: LEAD_NOTE_MAX_LENGTH })),
});

/** The leads export (GET /api/admin/leads/export.csv): the board's search as typed there, its source and follow-up filters. */
export const leadExportQuerySchema = z.object({
  q: z.string().max(MAX_SHORT_TEXT, messageKey('searchTooLong')).optional().default(''),
  source: z.enum(['all', ...LEAD_SOURCES]).optional().default('all'),
  followUp: z.enum(FOLLOW_UP_FILTERS).optional().default('all'),
});

/**
 * The form of a lead's page (status, follow-up, assignee, site visit) as the browser holds it:
 * blanks for none. Turns into the whole PATCH body; the server records only what changed.
 */
export const leadWorkFormSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: messageKey('leadStatusInvalid') }),
    followUpDate: z.union([z.literal(''), z.iso.date(messageKey('followUpDateInvalid'))]),
    assignedTo: z.string().max(128),
    visitDate: z.union([z.literal(''), z.iso.date(messageKey('visitDateInvalid'))]),
    visitSlot: z.union([z.literal(''), z.enum(VISIT_SLOTS, { error: messageKey('visitSlotRequired') })]),
  })
  .superRefine((form, context) => {
    if (form.visitDate && !form.visitSlot) context.addIssue({ code: 'custom', path: ['visitSlot'], message: messageKey('visitSlotRequired') });
    if (form.visitSlot && !form.visitDate) context.addIssue({ code: 'custom', path: ['visitDate'], message: messageKey('visitDateForSlot') });
  })
  .transform(
    (form): LeadUpdate => ({
      status: form.status,
      followUpDate: form.followUpDate || null,
      assignedTo: form.assignedTo || null,
      visit: form.visitDate && form.visitSlot ? { date: form.visitDate, slot: form.visitSlot } : null,
    }),
  );
export type LeadWorkFormInput = z.input<typeof leadWorkFormSchema>;
