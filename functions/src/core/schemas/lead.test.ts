import { describe, expect, it } from 'vitest';
import { englishMessage, MESSAGES } from '../messages';
import { contactFormSchema, plotEnquiryFormSchema, plotEnquirySubmissionSchema, sellEnquiryFormSchema } from './lead';

function firstErrors(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= englishMessage(issue.message);
  }
  return fields;
}

const valid = { name: 'Lakshmi', phone: '9848012345', email: 'lakshmi@example.in' };

describe('contact form schema', () => {
  it('accepts a valid submission and normalises it', () => {
    const parsed = contactFormSchema.parse({ name: '  Lakshmi ', phone: '+91 98480-12345', email: 'Lakshmi@Example.IN' });
    expect(parsed).toEqual({ name: 'Lakshmi', phone: '9848012345', email: 'lakshmi@example.in' });
  });

  it('says each field is required when empty, with the product messages', () => {
    expect(firstErrors({ name: '', phone: '', email: '' })).toEqual({
      name: MESSAGES.nameRequired,
      phone: MESSAGES.phoneRequired,
      email: MESSAGES.emailRequired,
    });
    expect(firstErrors({})).toEqual({
      name: MESSAGES.nameRequired,
      phone: MESSAGES.phoneRequired,
      email: MESSAGES.emailRequired,
    });
  });

  it('needs at least 2 characters of name (whitespace does not count)', () => {
    expect(firstErrors({ ...valid, name: 'A' }).name).toBe('Name must be at least 2 characters long');
    expect(firstErrors({ ...valid, name: ' A ' }).name).toBe('Name must be at least 2 characters long');
    expect(firstErrors({ ...valid, name: 'Al' }).name).toBeUndefined();
  });

  it.each(['12345', '5848012345', '98480123456', '98480abcde', '+1 9848012345'])('rejects phone %s', (phone) => {
    expect(firstErrors({ ...valid, phone }).phone).toBe('Please enter a valid 10-digit Indian phone number');
  });

  it.each(['6000000000', '7999999999', '8123456789', '9848012345', '098480 12345'])('accepts phone %s', (phone) => {
    expect(firstErrors({ ...valid, phone }).phone).toBeUndefined();
  });

  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com'])('rejects email %s', (email) => {
    expect(firstErrors({ ...valid, email }).email).toBe('Please enter a valid email address');
  });
});

describe('sell enquiry schema', () => {
  it('requires a known category and a location, and drops blank optionals', () => {
    const parsed = sellEnquiryFormSchema.parse({ ...valid, category: 'agricultural', location: 'Nidamarru', area: '', message: ' ' });
    expect(parsed.area).toBeUndefined();
    expect(parsed.message).toBeUndefined();
    expect(sellEnquiryFormSchema.safeParse({ ...valid, category: 'castles', location: 'x' }).success).toBe(false);
    expect(sellEnquiryFormSchema.safeParse({ ...valid, category: 'houses', location: '' }).success).toBe(false);
  });
});

/** The field → first message of a refused parse; {} when it passes. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= englishMessage(issue.message);
  return fields;
}

describe('plot enquiry schemas', () => {
  const enquiry = { ...valid, plotId: 'p1' };

  it('the form: a visit is a day and a time of day, both or neither', () => {
    expect(errorsOf(plotEnquiryFormSchema.safeParse({ ...enquiry, visitDate: '2026-12-05', visitSlot: '' }))).toEqual({ visitSlot: MESSAGES.visitSlotRequired });
    expect(errorsOf(plotEnquiryFormSchema.safeParse({ ...enquiry, visitDate: '2026-12-05' }))).toEqual({ visitSlot: MESSAGES.visitSlotRequired });
    expect(errorsOf(plotEnquiryFormSchema.safeParse({ ...enquiry, visitDate: '', visitSlot: 'morning' }))).toEqual({ visitDate: MESSAGES.visitDateForSlot });
    expect(MESSAGES.visitSlotRequired).toBe('Pick a time of day for the visit');
    expect(MESSAGES.visitDateForSlot).toBe('Pick a date for the visit, or no time of day');

    expect(plotEnquiryFormSchema.parse({ ...enquiry, visitDate: ' 2026-12-05 ', visitSlot: 'evening' })).toMatchObject({ visitDate: '2026-12-05', visitSlot: 'evening' });
    const neither = plotEnquiryFormSchema.parse({ ...enquiry, visitDate: '', visitSlot: '' });
    expect(neither.visitDate).toBeUndefined();
    expect(neither.visitSlot).toBeUndefined();
    expect(plotEnquiryFormSchema.safeParse(enquiry).success).toBe(true);
  });

  it('the form: refuses a time of day it does not know, and a day that is not one', () => {
    for (const visitSlot of ['night', 'Morning', 'morning ']) {
      expect(errorsOf(plotEnquiryFormSchema.safeParse({ ...enquiry, visitDate: '2026-12-05', visitSlot })).visitSlot).toBe(MESSAGES.visitSlotRequired);
    }
    expect(errorsOf(plotEnquiryFormSchema.safeParse({ ...enquiry, visitDate: '5/12/2026', visitSlot: 'morning' })).visitDate).toBe(MESSAGES.visitDateInvalid);
  });

  it('the submission: a day without a time of day is still a lead (an older page), a time of day without a day is not', () => {
    const dayOnly = plotEnquirySubmissionSchema.parse({ ...enquiry, visitDate: '2026-12-05', website: '' });
    expect(dayOnly).toMatchObject({ visitDate: '2026-12-05' });
    expect(dayOnly.visitSlot).toBeUndefined();
    expect(plotEnquirySubmissionSchema.parse({ ...enquiry, visitDate: '2026-12-05', visitSlot: 'afternoon', website: '' })).toMatchObject({ visitSlot: 'afternoon' });
    expect(errorsOf(plotEnquirySubmissionSchema.safeParse({ ...enquiry, visitSlot: 'morning', website: '' }))).toEqual({ visitDate: MESSAGES.visitDateForSlot });
    expect(errorsOf(plotEnquirySubmissionSchema.safeParse({ ...enquiry, visitDate: '2026-12-05', visitSlot: 'noon', website: '' }))).toEqual({ visitSlot: MESSAGES.visitSlotRequired });
  });
});
