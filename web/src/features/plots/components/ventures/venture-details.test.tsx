// @vitest-environment jsdom
import { MESSAGES } from '@core/messages';
import { emptyStatusCounts } from '@core/plot-status';
import type { VentureAvailability, VenturePage } from '@core/schemas/venture';
import { ventureAvailability } from '@core/venture-availability';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDeferred } from '@/components/ui/deferred';
import { apiPaths } from '@/config/api-paths';
import { loadAllDictionaries } from '@/i18n/dictionary-store';
import { AREA_UNIT_KEY } from '@/lib/use-area-unit';
import { aVenturePage, aVenturePlot } from '@/testing/a-venture';
import { renderWithApp, type ApiCall } from '@/testing/render-with-app';
import { hydrateServerHtml } from '@/testing/hydrate-server-html';
import { STATUS_CLASS } from './layout-plan';
import { VentureDetails } from './venture-details';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The plan of the page (the SVG, by its accessible name). */
const plan = () => screen.getByRole('group', { name: 'Layout plan of Green Meadows' });
const plotLink = (name: string | RegExp) => within(plan()).getByRole('link', { name });
/** The class the plan paints a plot's polygon with (its status). */
const paint = (link: HTMLElement) => link.querySelector('polygon')?.getAttribute('class');

/** The page as the server rendered it, and the availability the test's API answers (the page asks for it at once): by default the page's own. */
async function renderVenture(page: VenturePage, { path = '/ventures/v1-green-meadows', availability, api }: { path?: string; availability?: () => VentureAvailability; api?: (call: ApiCall) => { status: number; body?: unknown } | undefined } = {}) {
  return renderWithApp(<VentureDetails page={page} whatsappNumber="919848012345" mapTiles={undefined} />, {
    path,
    data: { [apiPaths.venture('v1-green-meadows')]: page },
    api: (call) => {
      if (call.url === apiPaths.ventureAvailability('v1')) return { status: 200, body: availability ? availability() : ventureAvailability(page.plots) };
      return api?.(call);
    },
  });
}

describe("a venture's layout plan", () => {
  it('draws every plot as a link to its page named by number, area, facing and status, and names the road', async () => {
    const page = aVenturePage();
    await renderVenture(page);
    const links = within(plan()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Plot 1, 200 sq.yd, East, Available',
      'Plot 2, 200 sq.yd, East, Available',
      'Plot 3, 200 sq.yd, East, Reserved',
      'Plot 4, 200 sq.yd, East, Sold',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/plots/p1-plot-p1');
    expect(paint(links[3]!)).toBe(STATUS_CLASS.sold);
    expect(within(plan()).getByText('Road')).toBeTruthy();
    // The box has the plan's shape before the image arrives.
    expect((plan().parentElement!.parentElement as HTMLElement).style.aspectRatio).toBe('1000 / 600');
  });

  it('speaks Telugu on a Telugu page, and links to the Telugu plot pages', async () => {
    const page = aVenturePage();
    page.shapes.push({ id: 'park', kind: 'park', label: 'Park', plotId: null, points: [[0, 300], [400, 300], [400, 500], [0, 500]] });
    await renderVenture(page, { path: '/te/ventures/v1-green-meadows' });
    const teluguPlan = screen.getByRole('group', { name: 'Green Meadows లేఅవుట్ ప్లాన్' });
    const link = within(teluguPlan).getAllByRole('link')[3]!;
    expect(link.getAttribute('aria-label')).toBe('ప్లాట్ 4, 200 చ.గ., తూర్పు, అమ్ముడైంది');
    expect(link.getAttribute('href')).toBe('/te/plots/p4-plot-p4');
    // A name the admin typed is English (read as English); an unnamed road is called so in Telugu.
    expect(within(teluguPlan).getByText('Park').getAttribute('lang')).toBe('en-IN');
    expect(within(teluguPlan).getByText('రోడ్డు').getAttribute('lang')).toBeNull();
  });

  it('says each plot area in the unit the visitor chose', async () => {
    localStorage.setItem(AREA_UNIT_KEY, 'sqft');
    await renderVenture(aVenturePage());
    expect(plotLink('Plot 1, 1,800 sq.ft, East, Available')).toBeTruthy();
  });

  it('counts the plots by status in the legend', async () => {
    await renderVenture(aVenturePage());
    const legend = screen.getByRole('list', { name: 'Plots by status' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Available2', 'Reserved1', 'Booked0', 'Sold1', 'Not for sale0']);
    expect(screen.getByText('2 of 4 plots available')).toBeTruthy();
  });

  it('dims the plots the filters leave out, keeping every link, and says how many match', async () => {
    const page = aVenturePage({
      plots: [
        aVenturePlot({ id: 'p1', areaSqFt: 1350, roadFacing: 'East' }),
        aVenturePlot({ id: 'p2', areaSqFt: 2700, roadFacing: 'North' }),
        aVenturePlot({ id: 'p3', areaSqFt: 2700, roadFacing: 'North', status: 'sold' }),
      ],
    });
    const { user } = await renderVenture(page);
    const dimmed = () => within(plan()).getAllByRole('link').filter((link) => link.classList.contains('d')).map((link) => link.getAttribute('aria-label')!.split(',')[0]);
    expect(dimmed()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Available only' }));
    expect(dimmed()).toEqual(['Plot 3']);
    expect(screen.getByText('2 of 3 plots match')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Min area (sq.yd)' }), '250');
    expect(dimmed()).toEqual(['Plot 1', 'Plot 3']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Facing' }), 'East');
    expect(dimmed()).toEqual(['Plot 1', 'Plot 2', 'Plot 3']);
    expect(within(plan()).getAllByRole('link')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(dimmed()).toEqual([]);
  });
});

describe('the panel of a tapped plot', () => {
  it('shows its number, area in the chosen unit, facing, price and status, and what to do next', async () => {
    localStorage.setItem(AREA_UNIT_KEY, 'sqft');
    const { user } = await renderVenture(aVenturePage());
    expect(screen.getByText('Tap a plot on the layout to see its area, price and status.')).toBeTruthy();

    await user.click(plotLink(/^Plot 2,/));
    const panel = screen.getByRole('region', { name: 'Plot 2' });
    expect(within(panel).getByText('Available')).toBeTruthy();
    expect(within(panel).getByText('1,800 sq.ft')).toBeTruthy();
    expect(within(panel).getByText('East')).toBeTruthy();
    expect(within(panel).getByText('₹40 L')).toBeTruthy();
    expect(within(panel).getByText('₹20,000/sq.yd')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    const book = within(panel).getByRole('link', { name: /^Book Now/ });
    expect(book.getAttribute('href')).toBe(`https://wa.me/919848012345?text=${encodeURIComponent("I'm interested in plot 2 of Green Meadows")}`);
    expect(within(panel).getByRole('link', { name: 'Open plot page' }).getAttribute('href')).toBe('/plots/p2-plot-p2');
    expect(plotLink(/^Plot 2,/).classList.contains('on')).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Close plot details' }));
    expect(screen.queryByRole('region', { name: 'Plot 2' })).toBeNull();
    expect(document.activeElement).toBe(plotLink(/^Plot 2,/));
  });

  it('offers no Book Now for a sold plot', async () => {
    const { user } = await renderVenture(aVenturePage());
    await user.click(plotLink(/^Plot 4,/));
    const panel = screen.getByRole('region', { name: 'Plot 4' });
    expect(within(panel).getByText('Sold')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: /^Book Now/ })).toBeNull();
  });
});

describe('live availability', () => {
  it('recolours and renames the plots and recounts when the statuses change, without a reload', async () => {
    const counts = { ...emptyStatusCounts(), available: 1, reserved: 1, sold: 2 };
    await renderVenture(aVenturePage(), {
      availability: () => ({
        version: 'b',
        statuses: {
          p1: { status: 'available', reservedUntil: '' },
          p2: { status: 'sold', reservedUntil: '' },
          p3: { status: 'reserved', reservedUntil: '2026-12-01' },
          p4: { status: 'sold', reservedUntil: '' },
        },
        counts,
      }),
    });
    await waitFor(() => expect(paint(plotLink('Plot 2, 200 sq.yd, East, Sold'))).toBe(STATUS_CLASS.sold));
    expect(screen.getByText('1 of 4 plots available')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Plots by status' });
    expect(within(legend).getByText('Sold').textContent).toContain('2');
  });
});

describe('the enquiry naming the picked plots', () => {
  // The form's modules (Zod, the lead schemas, react-hook-form) take seconds to load the first
  // time on a busy machine: loaded once here, so each test waits only for the section to render.
  beforeAll(() => preloadDeferred(), 60_000);

  it('gathers the plots picked on the plan, lets one go, and sends the venture and the rest', async () => {
    const sent: unknown[] = [];
    const { user } = await renderVenture(aVenturePage(), {
      api: (call) => {
        if (call.method === 'POST' && call.url === apiPaths.plotEnquiries()) {
          sent.push(call.body);
          return { status: 201, body: { id: 'l1' } };
        }
        return undefined;
      },
    });
    // The form's code loads as it is needed (a deferred section), as in the browser.
    const form = await screen.findByRole('region', { name: 'Enquire about this venture' });
    expect(within(form).getByText('No plot picked yet: tap a plot on the layout and choose Enquire.')).toBeTruthy();

    for (const name of [/^Plot 1,/, /^Plot 2,/, /^Plot 3,/]) {
      await user.click(plotLink(name));
      // The panel takes the focus in the next frame, as the visitor looks at it.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('plot-panel')));
      await user.click(within(screen.getByTestId('plot-panel')).getByRole('button', { name: /^Enquire/ }));
    }
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /Name/ }));
    expect(plotLink(/^Plot 1,/).classList.contains('c')).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Remove plot 2 from the enquiry' }));
    expect(within(screen.getByTestId('venture-enquiry-plots')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1', '3']);

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '9848012345');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ravi@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Ravi Kumar', phone: '9848012345', email: 'ravi@example.com', ventureId: 'v1', plotIds: ['p1', 'p3'], plotId: 'p1' });
    expect(await screen.findByText('Thank you! Our team will call you about this plot.')).toBeTruthy();
  });

  it('asks for a plot before sending, and keeps what was typed', async () => {
    const { user, calls } = await renderVenture(aVenturePage());
    const form = await screen.findByRole('region', { name: 'Enquire about this venture' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '9848012345');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ravi@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Enquiry' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Which plot is this about?');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ravi Kumar');
  });
  it.each(['plotIds', 'plotIds.1'])("shows the server's refusal of a picked plot (on %s) beside the plots, keeping what was typed", async (field) => {
    const { user } = await renderVenture(aVenturePage(), {
      api: (call) =>
        call.method === 'POST' && call.url === apiPaths.plotEnquiries()
          ? { status: 422, body: { error: { code: 'validation_failed', message: 'Please check the form.', key: 'formInvalid', fields: { [field]: 'x' }, fieldKeys: { [field]: 'enquiryPlotsInvalid' } } } }
          : undefined,
    });
    const form = await screen.findByRole('region', { name: 'Enquire about this venture' });
    for (const name of [/^Plot 1,/, /^Plot 2,/]) {
      await user.click(plotLink(name));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('plot-panel')));
      await user.click(within(screen.getByTestId('plot-panel')).getByRole('button', { name: /^Enquire/ }));
    }
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '9848012345');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ravi@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Enquiry' }));
    const plots = within(form).getByRole('group', { name: /Plots/ });
    await waitFor(() => expect(document.getElementById('venture-enquiry-plots-error')?.textContent).toBe(MESSAGES.enquiryPlotsInvalid));
    expect(plots.getAttribute('aria-describedby')).toBe('venture-enquiry-plots-error');
    expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ravi Kumar');
  });
});

describe('rendered on the server, then live', () => {
  it('hydrates the plan without a mismatch, with the visitor\'s unit applied after', async () => {
    await loadAllDictionaries();
    // The server loads the deferred sections' code before rendering (entry-server.tsx).
    await preloadDeferred();
    const ui = (
      <MemoryRouter initialEntries={['/ventures/v1-green-meadows']}>
        <VentureDetails page={aVenturePage()} whatsappNumber={undefined} mapTiles={undefined} />
      </MemoryRouter>
    );
    const { container, problems } = await hydrateServerHtml(ui, () => localStorage.setItem(AREA_UNIT_KEY, 'sqft'));
    expect(problems).toEqual([]);
    await waitFor(() => expect(container.querySelector('a[aria-label^="Plot 1,"]')?.getAttribute('aria-label')).toBe('Plot 1, 1,800 sq.ft, East, Available'));
  });
});
