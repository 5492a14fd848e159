import { z } from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES } from '../lead-status';
import { MAX_MESSAGE_LENGTH, MAX_SHORT_TEXT, PLOT_CATEGORIES, UTM_KEYS, UTM_TAG_MAX, type UtmKey } from '../constants';
import { MESSAGES } from '../messages';
import { emailField, honeypotField, nameField, phoneField, storedFields } from './fields';

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
  location: z.string().trim().min(1, MESSAGES.locationRequired).max(MAX_SHORT_TEXT),
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

/** "Enquire about this plot" on a plot's page: a lead linked to the plot, maybe with a day to visit (YYYY-MM-DD). */
export const plotEnquiryFormSchema = contactFormSchema.extend({
  plotId: z.string().trim().min(1, 'Which plot is this about?').max(60),
  visitDate: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.iso.date(MESSAGES.visitDateInvalid).optional()),
});
export type PlotEnquiryFormInput = z.input<typeof plotEnquiryFormSchema>;
export type PlotEnquiryForm = z.output<typeof plotEnquiryFormSchema>;

export const plotEnquirySubmissionSchema = plotEnquiryFormSchema.extend({ website: honeypotField, origin: originField });

export const leadDetailsSchema = z.object({
  category: z.enum(PLOT_CATEGORIES).optional(),
  location: z.string().optional(),
  area: z.string().optional(),
  expectedPrice: z.string().optional(),
  message: z.string().optional(),
  /** A plot enquiry: the plot (its title as it was when asked) and the day the visitor would like to visit. */
  plotId: z.string().optional(),
  plotTitle: z.string().optional(),
  visitDate: z.string().optional(),
});
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

/** A stored lead. `status` is a string: stored data may hold values we do not know (shown in New). */
export const leadSchema = z.object({
  ...storedFields,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  source: z.enum(LEAD_SOURCES),
  details: leadDetailsSchema.nullable(),
  /** Where it came from; null for leads from before it was recorded. */
  origin: leadOriginSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadStatusUpdateSchema = z.object({ status: z.enum(LEAD_STATUSES) });

/** The leads export (GET /api/admin/leads/export.csv): the board's search as typed there, and its source filter. */
export const leadExportQuerySchema = z.object({
  q: z.string().max(MAX_SHORT_TEXT, 'The search is too long').optional().default(''),
  source: z.enum(['all', ...LEAD_SOURCES]).optional().default('all'),
});
