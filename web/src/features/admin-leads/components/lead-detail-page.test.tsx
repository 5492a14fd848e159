// @vitest-environment jsdom
import type { Lead } from '@core/schemas/lead';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { aLead } from '@/testing/a-lead';
import { renderWithApp } from '@/testing/render-with-app';
import { LeadDetailPage } from './lead-detail-page';

/** The lead's page over its data as the admin API answers it (the lead, its creation in the history, no admins). */
function renderLeadPage(lead: Lead) {
  const detail = { lead, history: [], admins: [] };
  return renderWithApp(<LeadDetailPage leadId={lead.id} />, { path: `/admin/contacts/${lead.id}`, data: { [adminApiPaths.lead(lead.id)]: detail } });
}

/** The "What they asked" facts, label → text. */
function askedFacts(): Record<string, string> {
  const section = screen.getByRole('region', { name: 'What they asked' });
  const facts: Record<string, string> = {};
  for (const term of within(section).getAllByRole('term')) facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return facts;
}

describe('LeadDetailPage', () => {
  it("names a venture enquiry's venture, linked to its page, and the plot numbers picked on its layout", async () => {
    await renderLeadPage(
      aLead({
        id: 'v1',
        name: 'Vani Sri',
        source: 'plot-enquiry',
        details: { plotId: 'p27', plotTitle: 'Plot 27', ventureId: 'gm', ventureName: 'Green Meadows', plotIds: ['p27', 'A-3'], plotNumbers: ['27', 'A-3'] },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Vani Sri' })).toBeTruthy();
    expect(askedFacts()).toMatchObject({ Venture: 'Green Meadows (opens in a new tab)', 'Plot numbers': '27, A-3' });
    const link = within(screen.getByRole('region', { name: 'What they asked' })).getByRole('link', { name: /Green Meadows/ });
    expect(link.getAttribute('href')).toBe('/ventures/gm-green-meadows');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('links to its own activity in Settings → Activity', async () => {
    const { user, router } = await renderLeadPage(aLead({ id: 'l7', name: 'Kiran' }));
    const link = await screen.findByRole('link', { name: 'Activity of Kiran' });
    expect(link.getAttribute('href')).toBe('/admin/settings?kind=lead&item=l7#activity');
    await user.click(link);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/settings?kind=lead&item=l7');
  });

  it('lists no venture for an enquiry about a plot of no venture', async () => {
    await renderLeadPage(aLead({ id: 'p1', name: 'Prasad', source: 'plot-enquiry', details: { plotId: 'p9', plotTitle: 'Corner plot' } }));
    expect(await screen.findByRole('heading', { name: 'Prasad' })).toBeTruthy();
    expect(Object.keys(askedFacts())).not.toContain('Venture');
    expect(Object.keys(askedFacts())).not.toContain('Plot numbers');
  });
});
