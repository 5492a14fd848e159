// @vitest-environment jsdom
import { LEAD_STATUSES } from '@core/lead-status';
import type { Lead } from '@core/schemas/lead';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { LEAD_TEXTS } from '@/config/admin-texts';
import { aLead } from '@/testing/a-lead';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { LeadBoard } from './lead-board';

const BOARD = '/admin/contacts';
const LEADS = adminApiPaths.leads();

/**
 * The admin API the board talks to, over a list of leads: the list (also when the board polls
 * it), a move saved, a lead deleted; with `failing`, every write answers 500.
 */
function leadsApi(leads: Lead[], { failing = false } = {}) {
  let stored = leads;
  return ({ method, url, body }: ApiCall): ApiAnswer | undefined => {
    if (method === 'GET' && url === LEADS) return { status: 200, body: stored };
    const id = stored.find((lead) => url === adminApiPaths.lead(lead.id))?.id;
    if (!id || method === 'GET') return undefined;
    if (failing) return { status: 500 };
    if (method === 'PATCH') {
      stored = stored.map((lead) => (lead.id === id ? { ...lead, ...(body as Partial<Lead>) } : lead));
      return { status: 200, body: stored.find((lead) => lead.id === id) };
    }
    if (method === 'DELETE') {
      stored = stored.filter((lead) => lead.id !== id);
      return { status: 204 };
    }
    return undefined;
  };
}

function renderBoard(leads: Lead[], { path = BOARD, failing = false } = {}) {
  return renderWithApp(<LeadBoard />, { path, data: { [LEADS]: leads }, api: leadsApi(leads, { failing }) });
}

/**
 * An accessible name with its spaces optional: jsdom lays nothing out, so Testing Library joins a
 * button's text and its visually hidden part without the space a browser reads between them.
 */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')}$`);

const column = (title: string) => screen.getByRole('region', { name: title });
/** The names of the cards a column shows, top to bottom. */
const cardsIn = (title: string) => within(column(title)).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const heading = (title: string) => within(column(title)).getByRole('heading', { level: 2 });

/** A day in March 2025, as the API writes createdAt. */
const march = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/**
 * jsdom lays nothing out: give the columns their places side by side (400 px apart), a card the
 * box of a card in its column, and anything else (the copy of the card that follows the drag)
 * the box of a card in the first column, as a desktop browser would, so a keyboard drag can find
 * the column it moves over.
 */
function layOutColumns() {
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const own = this.dataset.status;
    const inside = this.closest<HTMLElement>('[data-status]')?.dataset.status;
    const index = Math.max(0, LEAD_STATUSES.findIndex((status) => status === (own ?? inside)));
    return own ? new DOMRect(index * 400, 0, 380, 800) : new DOMRect(index * 400 + 10, 100, 360, 120);
  });
  onTestFinished(() => spy.mockRestore());
}

describe('LeadBoard', () => {
  it('sorts the leads into New, In Progress and Resolved, newest first; an unknown status shows in New', async () => {
    await renderBoard([
      aLead({ id: 'a', name: 'Asha Rani', createdAt: march(1) }),
      aLead({ id: 'b', name: 'Bala Krishna', status: 'in_progress', createdAt: march(2) }),
      aLead({ id: 'c', name: 'Chandra Sekhar', status: 'resolved', createdAt: march(3) }),
      aLead({ id: 'd', name: 'Durga Prasad', status: 'archived', createdAt: march(4) }),
      aLead({ id: 'e', name: 'Eswar Rao', status: '', createdAt: march(5) }),
    ]);
    expect(cardsIn('New')).toEqual(['Eswar Rao', 'Durga Prasad', 'Asha Rani']);
    expect(cardsIn('In Progress')).toEqual(['Bala Krishna']);
    expect(cardsIn('Resolved')).toEqual(['Chandra Sekhar']);
    expect(heading('New').getAttribute('aria-label')).toBe('New, 3 leads');
    expect(heading('Resolved').getAttribute('aria-label')).toBe('Resolved, 1 lead');
    expect(screen.getByText('5 leads · live')).toBeTruthy();
  });

  // A hundred cards take seconds to render in jsdom on a busy machine: a longer time allowed.
  it('counts every lead, shows 50 cards of a column at a time, and more on demand', { timeout: 60_000 }, async () => {
    const many = Array.from({ length: 101 }, (_, index) => aLead({ id: `n${index}`, name: `Lead ${index + 1}`, createdAt: march(1) }));
    const { user } = await renderBoard([...many, aLead({ id: 'r', name: 'Resolved one', status: 'resolved' })]);
    // Role queries check each element's visibility, slow over a hundred cards in jsdom: the
    // column is found once, the rest inside it, the button by its text, and the cards without
    // that check (jsdom applies no stylesheet; nothing on the board is hidden by markup).
    const newColumn = column('New');
    const cardCount = () => within(newColumn).getAllByRole('article', { hidden: true }).length;
    const showMore = () => within(newColumn).queryByText(/^Show \d+ more$/);
    expect(within(newColumn).getByRole('heading', { level: 2 }).getAttribute('aria-label')).toBe('New, 101 leads');
    expect(screen.getByText('102 leads · live')).toBeTruthy();
    expect(cardCount()).toBe(50);
    expect(showMore()?.textContent).toBe('Show 50 more (51 not shown) in New');

    await user.click(showMore()!);
    expect(cardCount()).toBe(100);
    expect(showMore()?.textContent).toBe('Show 1 more (1 not shown) in New');
  });

  it('shows no "Show more" in a column of 50 cards or fewer', async () => {
    await renderBoard(Array.from({ length: 50 }, (_, index) => aLead({ id: `n${index}`, name: `Lead ${index + 1}` })));
    const newColumn = column('New');
    expect(within(newColumn).getAllByRole('article', { hidden: true })).toHaveLength(50);
    expect(within(newColumn).queryByText(/^Show \d+ more$/)).toBeNull();
  });

  it('moves a card with the keyboard through Move to…, saves it and says so', async () => {
    const { user, calls } = await renderBoard([aLead({ id: 'a', name: 'Asha Rani' })]);
    act(() => within(column('New')).getByRole('button', { name: named('Move to… (lead Asha Rani)') }).focus());
    await user.keyboard('{Enter}');
    const choices = screen.getByRole('group', { name: 'Move Asha Rani to' });
    expect(within(choices).getAllByRole('button').map((button) => button.textContent)).toEqual(['In Progress', 'Resolved']);
    expect(document.activeElement?.textContent).toBe('In Progress');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Moved to In Progress')).toBeTruthy();
    expect(cardsIn('In Progress')).toEqual(['Asha Rani']);
    expect(cardsIn('New')).toEqual([]);
    expect(calls).toContainEqual({ method: 'PATCH', url: adminApiPaths.lead('a'), body: { status: 'in_progress' } });
  });

  it('puts a card back in its column when saving the move fails, and says so', async () => {
    const { user } = await renderBoard([aLead({ id: 'a', name: 'Asha Rani' })], { failing: true });
    await user.click(within(column('New')).getByRole('button', { name: named('Move to… (lead Asha Rani)') }));
    await user.click(within(screen.getByRole('group', { name: 'Move Asha Rani to' })).getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Failed to update status')).toBeTruthy();
    expect(cardsIn('New')).toEqual(['Asha Rani']);
    expect(cardsIn('Resolved')).toEqual([]);
  });

  it('drags a card to the next column with the keyboard (Space, arrow, Space)', async () => {
    layOutColumns();
    const { user, calls } = await renderBoard([aLead({ id: 'a', name: 'Asha Rani' }), aLead({ id: 'b', name: 'Bala Krishna', status: 'resolved' })]);
    act(() => screen.getByRole('button', { name: 'Move lead Asha Rani' }).focus());
    // What a screen reader hears: the card picked up is over its own column, then over the next.
    await user.keyboard('[Space]');
    expect(await screen.findByText('Lead Asha Rani is over New.')).toBeTruthy();
    await user.keyboard('[ArrowRight]');
    expect(await screen.findByText('Lead Asha Rani is over In Progress.')).toBeTruthy();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Lead Asha Rani was dropped in In Progress.')).toBeTruthy();
    expect(cardsIn('In Progress')).toEqual(['Asha Rani']);
    expect(calls).toContainEqual({ method: 'PATCH', url: adminApiPaths.lead('a'), body: { status: 'in_progress' } });
  });

  it('filters the columns by the search, and counts what matches', async () => {
    const { user } = await renderBoard([
      aLead({ id: 'a', name: 'Asha Rani', phone: '9848012345' }),
      aLead({ id: 'b', name: 'Bala Krishna', phone: '9000000001', status: 'in_progress' }),
      aLead({ id: 'c', name: 'Chandra Sekhar', phone: '9000000002', status: 'resolved' }),
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'krishna');
    expect(await screen.findByText('1 of 3 leads match')).toBeTruthy();
    expect(cardsIn('In Progress')).toEqual(['Bala Krishna']);
    expect(cardsIn('New')).toEqual([]);
    expect(within(column('New')).getByText('No matching leads')).toBeTruthy();
    expect(heading('New').getAttribute('aria-label')).toBe('New, 0 leads');

    await user.clear(screen.getByRole('searchbox', { name: 'Search leads' }));
    expect(await screen.findByText('3 leads · live')).toBeTruthy();
    expect(cardsIn('New')).toEqual(['Asha Rani']);
  });

  it("starts from the search of the link it was opened from (a new lead's mail: ?q=)", async () => {
    await renderBoard(
      [
        aLead({ id: 'a', name: 'Asha Rani', phone: '9848012345' }),
        aLead({ id: 'b', name: 'Bala Krishna', phone: '9000000001' }),
      ],
      { path: `${BOARD}?q=98480` },
    );
    expect((screen.getByRole('searchbox', { name: 'Search leads' }) as HTMLInputElement).value).toBe('98480');
    expect(cardsIn('New')).toEqual(['Asha Rani']);
    expect(screen.getByText('1 of 2 leads match')).toBeTruthy();
  });

  it('shows only the leads whose follow-up is overdue when the dashboard links with ?followUp=overdue', async () => {
    await renderBoard(
      [
        aLead({ id: 'a', name: 'Asha Rani', followUpDate: '2020-01-01' }),
        aLead({ id: 'b', name: 'Bala Krishna', followUpDate: '2999-01-01' }),
        aLead({ id: 'c', name: 'Chandra Sekhar' }),
      ],
      { path: `${BOARD}?followUp=overdue` },
    );
    expect((screen.getByRole('combobox', { name: 'Follow-up' }) as HTMLSelectElement).value).toBe('overdue');
    expect(cardsIn('New')).toEqual(['Asha Rani']);
  });

  it('deletes a lead only once the admin confirms', async () => {
    const { user, calls } = await renderBoard([aLead({ id: 'a', name: 'Asha Rani' }), aLead({ id: 'b', name: 'Bala Krishna' })]);
    await user.click(screen.getByRole('button', { name: 'Delete lead Asha Rani' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete lead' });
    expect(within(dialog).getByText(LEAD_TEXTS.confirmDelete)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cardsIn('New')).toContain('Asha Rani');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete lead Asha Rani' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete lead' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lead deleted successfully')).toBeTruthy();
    expect(cardsIn('New')).toEqual(['Bala Krishna']);
    expect(calls).toContainEqual({ method: 'DELETE', url: adminApiPaths.lead('a'), body: undefined });
  });

  it("shows a venture enquiry's venture (a link to its page) and the plot numbers picked on its layout", async () => {
    await renderBoard([
      aLead({
        id: 'v',
        name: 'Vani Sri',
        source: 'plot-enquiry',
        details: { plotId: 'p27', plotTitle: 'Plot 27, Green Meadows', ventureId: 'gm', ventureName: 'Green Meadows', plotIds: ['p27', 'p28'], plotNumbers: ['27', '28'] },
      }),
      aLead({ id: 'c', name: 'Chandra Sekhar' }),
    ]);
    const card = within(column('New')).getByRole('article', { name: 'Vani Sri' });
    const venture = within(card).getByRole('link', { name: named('Green Meadows (opens in a new tab)') });
    expect(venture.getAttribute('href')).toBe('/ventures/gm-green-meadows');
    expect(within(card).getByText('Plot numbers').nextElementSibling?.textContent).toBe('27, 28');
    const plain = within(column('New')).getByRole('article', { name: 'Chandra Sekhar' });
    expect(within(plain).queryByText('Venture')).toBeNull();
  });
});
