import { describe, expect, it } from 'vitest';
import { whatsappLink } from './links';
import { bookNowText, hasLocation, mapLink, shareText } from './plot-links';

describe('a plot\'s outside links', () => {
  it('prefills the Book Now WhatsApp text exactly', () => {
    expect(bookNowText('Thullur', 'Residential')).toBe("I'm interested in Thullur property (Residential)");
    expect(whatsappLink('+91 98480 12345', bookNowText('Thullur', 'Residential'))).toBe(
      'https://wa.me/919848012345?text=I\'m%20interested%20in%20Thullur%20property%20(Residential)',
    );
  });

  it('builds the share text exactly', () => {
    expect(shareText('Corner plot', 'Rayapudi')).toBe('Check out this amazing property: Corner plot in Rayapudi');
  });

  it('links maps', () => {
    expect(mapLink({ latitude: 16.5, longitude: 80.5 })).toContain('query=16.5,80.5');
  });

  it('treats 0,0 coordinates as no location', () => {
    expect(hasLocation({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasLocation({ latitude: 16.5, longitude: 0 })).toBe(true);
    expect(hasLocation(undefined)).toBe(false);
  });
});

describe('messages in Telugu', () => {
  it('books and shares in Telugu, with the plot type in Telugu words', () => {
    expect(bookNowText('తుళ్లూరు', 'Residential', 'te')).toBe('తుళ్లూరు లోని ప్లాట్‌ (నివాస) పై నాకు ఆసక్తి ఉంది');
    expect(shareText('కార్నర్ ప్లాట్', 'తుళ్లూరు', 'te')).toBe('ఈ ఆస్తిని చూడండి: తుళ్లూరు లో కార్నర్ ప్లాట్');
  });
});
