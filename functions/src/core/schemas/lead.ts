import { z } from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES } from '../lead-status';
import { MAX_MESSAGE_LENGTH, MAX_SHORT_TEXT, PLOT_CATEGORIES } from '../constants';
import { MESSAGES } from '../messages';
import { emailField, honeypotField, nameField, phoneField, storedFields } from './fields';

/** The Contact Us form (docs/product.md §5), shared by the browser and the server. */
export const contactFormSchema = z.object({
  name: nameField,
  phone: phoneField,
  email: emailField,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

export const contactSubmissionSchema = contactFormSchema.extend({ website: honeypotField });

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

export const sellEnquirySubmissionSchema = sellEnquiryFormSchema.extend({ website: honeypotField });

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

export const plotEnquirySubmissionSchema = plotEnquiryFormSchema.extend({ website: honeypotField });

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
});
export type Lead = z.infer<typeof leadSchema>;

export const leadStatusUpdateSchema = z.object({ status: z.enum(LEAD_STATUSES) });

/** The leads export (GET /api/admin/leads/export.csv): the board's search, as typed there. */
export const leadExportQuerySchema = z.object({
  q: z.string().max(MAX_SHORT_TEXT, 'The search is too long').optional().default(''),
});
