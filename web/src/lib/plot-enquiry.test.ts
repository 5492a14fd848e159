import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_LABELS } from '@core/lead-status';
import { plotEnquiryOf } from './plot-enquiry';

describe('plot enquiry of a lead', () => {
  it('links the plot and writes the visit day as the site writes dates, with its time of day', () => {
    const enquiry = plotEnquiryOf({ source: 'plot-enquiry', details: { plotId: 'abc123', plotTitle: 'East facing plot', visitDate: '2026-12-05', visitSlot: 'afternoon' } });
    expect(enquiry).toEqual({
      plotTitle: 'East facing plot',
      href: '/plots/abc123-east-facing-plot',
      visitDate: '2026-12-05',
      visitDateText: '5 Dec 2026',
      visitSlotText: 'Afternoon (12 – 4 pm)',
      visitText: '5 Dec 2026, Afternoon (12 – 4 pm)',
    });
  });

  it('writes a visit asked for before times of day were (or with an unknown one) as its day alone', () => {
    for (const visitSlot of [undefined, 'midnight']) {
      expect(plotEnquiryOf({ source: 'plot-enquiry', details: { plotId: 'p1', visitDate: '2026-12-05', visitSlot } })).toMatchObject({
        visitDate: '2026-12-05',
        visitDateText: '5 Dec 2026',
        visitSlotText: '',
        visitText: '5 Dec 2026',
      });
    }
  });

  it('copes with what an enquiry may lack', () => {
    expect(plotEnquiryOf({ source: 'plot-enquiry', details: null })).toEqual({
      plotTitle: 'A plot',
      href: '',
      visitDate: '',
      visitDateText: '',
      visitSlotText: '',
      visitText: '',
    });
    expect(plotEnquiryOf({ source: 'plot-enquiry', details: { plotId: 'p1', visitDate: 'soon', visitSlot: 'morning' } })).toMatchObject({
      href: '/plots/p1-a-plot',
      visitDate: '',
      visitDateText: '',
      visitSlotText: '',
    });
  });

  it('is null for other leads', () => {
    expect(plotEnquiryOf({ source: 'contact', details: { plotId: 'p1' } })).toBeNull();
    expect(LEAD_SOURCE_LABELS['plot-enquiry']).toBe('Plot enquiry');
  });
});
