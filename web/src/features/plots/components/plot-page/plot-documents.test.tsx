// @vitest-environment jsdom
import type { DocumentChecks } from '@core/document-checks';
import type { PublicPlot } from '@core/schemas/venture';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDeferred } from '@/components/ui/deferred';
import { apiPaths } from '@/config/api-paths';
import { aPlot } from '@/testing/a-plot';
import { renderWithApp, type ApiCall } from '@/testing/render-with-app';
import { PlotDetails } from './plot-details';

afterEach(() => sessionStorage.clear());

const CHECKED: DocumentChecks = {
  checked: { saleDeed: '2026-11-20', encumbrance: '2026-11-21', not22A: '2026-11-02' },
  encumbranceYears: 30,
  note: 'EC from 1996: no loans or charges.',
};
const aPublicPlot = (documents = CHECKED): PublicPlot => ({ ...aPlot({ id: 'p1', title: 'Corner plot', documents }), venture: null, village: null });

function open(plot: PublicPlot, path = '/plots/p1-corner-plot') {
  return renderWithApp(<PlotDetails plot={plot} whatsappNumber={undefined} mapTiles={undefined} buyingCosts={undefined} />, {
    path,
    api: ({ method }: ApiCall) => (method === 'POST' ? { status: 201, body: { id: 'lead-1' } } : undefined),
  });
}
/** The enquiry form is a deferred section: rendered once its code is there. */
const LOADED = { timeout: 5_000 };
const section = () => screen.getByRole('region', { name: /^(Documents we checked|మేము సరిచూసిన పత్రాలు)$/ });

describe('the plot page: documents we checked', () => {
  // The enquiry form's modules (Zod, the lead schemas, react-hook-form) take seconds to load the
  // first time on a busy machine: loaded once here, as the server does before rendering.
  beforeAll(() => preloadDeferred(), 60_000);

  it('lists each document checked with its day and the EC its years, the note, and that the documents are shown on request', async () => {
    await open(aPublicPlot());
    const items = within(section()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Sale deedChecked on November 20, 2026',
      'Encumbrance certificate (EC) · 30 yearsChecked on November 21, 2026',
      'Not on the 22-A prohibited listChecked on November 2, 2026',
    ]);
    expect(within(section()).getByText('EC from 1996: no loans or charges.')).toBeTruthy();
    expect(within(section()).getByText('We show the documents themselves on request: at our office, or as copies.')).toBeTruthy();
  });

  it('Ask for copies ticks the enquiry form’s box for copies and puts the cursor in its first field; the lead asks for them', async () => {
    const { user, calls } = await open(aPublicPlot());
    const form = await screen.findByRole('form', { name: 'Enquire about this plot' }, LOADED);
    const copies = within(form).getByRole('checkbox', { name: 'Send me copies of the documents you checked' }) as HTMLInputElement;
    expect(copies.checked).toBe(false);
    await user.click(within(section()).getByRole('button', { name: 'Ask for copies' }));
    await waitFor(() => expect(copies.checked).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Name/)));

    await user.type(within(form).getByLabelText(/^Name/), 'Lakshmi Devi');
    await user.type(within(form).getByLabelText(/^Phone/), '9848012345');
    await user.type(within(form).getByLabelText(/^Email/), 'lakshmi@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Enquiry' }));
    // The lead's POST; the page's interest beacon posts too, elsewhere.
    const leadPosts = () => calls.filter((call) => call.method === 'POST' && call.url === apiPaths.plotEnquiries());
    await waitFor(() => expect(leadPosts()).toHaveLength(1));
    expect(leadPosts()[0]?.body).toMatchObject({ plotId: 'p1', copies: true });
  });

  it('has no section, and the form no box for copies, when nothing is checked', async () => {
    await open(aPublicPlot({ checked: {}, encumbranceYears: 0, note: '' }));
    const form = await screen.findByRole('form', { name: 'Enquire about this plot' }, LOADED);
    expect(screen.queryByRole('region', { name: 'Documents we checked' })).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });

  it('speaks Telugu on the Telugu page, the note as written (marked English)', async () => {
    await open(aPublicPlot(), '/te/plots/p1-corner-plot');
    expect(within(section()).getAllByRole('listitem')[0]?.textContent).toBe('విక్రయ దస్తావేజు (సేల్ డీడ్)నవంబర్ 20, 2026న సరిచూశాము');
    expect(within(section()).getByText('EC from 1996: no loans or charges.').getAttribute('lang')).toBe('en-IN');
    expect(within(section()).getByRole('button', { name: 'ప్రతులు అడగండి' })).toBeTruthy();
  });
});
