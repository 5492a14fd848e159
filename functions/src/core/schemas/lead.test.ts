import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { contactFormSchema, sellEnquiryFormSchema } from './lead';

function firstErrors(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= issue.message;
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
