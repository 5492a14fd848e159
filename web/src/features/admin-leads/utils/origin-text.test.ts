import { describe, expect, it } from 'vitest';
import { originText } from './origin-text';

describe('originText', () => {
  it('says the page, the campaign and the referring site in one line', () => {
    expect(originText({ page: '/te/contact', landing: '/', referrer: 'https://l.wa.me/x?y', utm: { source: 'whatsapp', medium: 'social', campaign: 'diwali', term: 't' } })).toBe(
      '/te/contact · whatsapp / social / diwali · via l.wa.me',
    );
  });

  it('says what it knows and nothing for a lead from before origins were kept', () => {
    expect(originText({ utm: { campaign: 'sankranti' } })).toBe('sankranti');
    expect(originText({ landing: '/properties', referrer: 'not a url' })).toBe('/properties');
    expect(originText(null)).toBe('');
  });
});
