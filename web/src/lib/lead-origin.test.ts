import { leadOriginSchema } from '@core/schemas/lead';
import { describe, expect, it } from 'vitest';
import { visitFrom } from './lead-origin';

const site = (path: string) => {
  const url = new URL(path, 'https://plots.example');
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};

describe('how a visit began', () => {
  it('keeps the first page, an outside referrer and the utm tags, trimmed', () => {
    expect(visitFrom(site('/te/?utm_source=whatsapp&utm_campaign=%20diwali%20&utm_medium=&other=1'), 'https://l.wa.me/')).toEqual({
      landing: '/te/?utm_source=whatsapp&utm_campaign=%20diwali%20&utm_medium=&other=1',
      referrer: 'https://l.wa.me/',
      utm: { source: 'whatsapp', campaign: 'diwali' },
    });
  });

  it('leaves out a referrer of this site or one that is not a web address, and cuts long values', () => {
    expect(visitFrom(site('/contact'), 'https://plots.example/properties')).toEqual({ landing: '/contact' });
    expect(visitFrom(site('/contact'), 'android-app://com.whatsapp')).toEqual({ landing: '/contact' });
    const long = visitFrom(site(`/properties?utm_term=${'x'.repeat(150)}&q=${'y'.repeat(300)}`), '');
    expect(long.landing).toHaveLength(200);
    expect(long.utm?.term).toHaveLength(100);
  });

  it('is what the server accepts as an origin', () => {
    const visit = visitFrom(site('/?utm_source=google&utm_medium=cpc'), 'https://www.google.com/');
    expect(leadOriginSchema.parse({ ...visit, page: '/contact' })).toEqual({ ...visit, page: '/contact' });
  });
});
