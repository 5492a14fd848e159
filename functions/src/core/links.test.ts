import { describe, expect, it } from 'vitest';
import { telLink, whatsappLink, whatsappNumberOfLead } from './links';

describe('links to the business', () => {
  it('links WhatsApp with or without a text, and phones', () => {
    expect(whatsappLink('919848012345')).toBe('https://wa.me/919848012345');
    expect(whatsappLink('+91 98480 12345', 'Hello there')).toBe('https://wa.me/919848012345?text=Hello%20there');
    expect(telLink('+91 98480-12345')).toBe('tel:+919848012345');
  });
});

describe('a lead on WhatsApp', () => {
  it('reaches a 10-digit Indian mobile number through its country code, and any other as typed', () => {
    expect(whatsappNumberOfLead('98480 12345')).toBe('919848012345');
    expect(whatsappNumberOfLead('098480 12345')).toBe('919848012345');
    expect(whatsappNumberOfLead('+91 98480 12345')).toBe('919848012345');
    expect(whatsappNumberOfLead('+44 20 7946 0958')).toBe('442079460958');
  });
});
