import { describe, expect, it } from 'vitest';
import { telLink, whatsappLink } from './links';

describe('links to the business', () => {
  it('links WhatsApp with or without a text, and phones', () => {
    expect(whatsappLink('919848012345')).toBe('https://wa.me/919848012345');
    expect(whatsappLink('+91 98480 12345', 'Hello there')).toBe('https://wa.me/919848012345?text=Hello%20there');
    expect(telLink('+91 98480-12345')).toBe('tel:+919848012345');
  });
});
