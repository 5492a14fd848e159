// @vitest-environment jsdom
import type { InterestLists as Lists, RankedPlot } from '@core/schemas/interest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '@/config/admin-api-paths';
import { renderWithApp } from '@/testing/render-with-app';
import { InterestLists } from './interest-lists';

function ranked(id: string, title: string, views30: number, enquiries30: number): RankedPlot {
  return { id, title, status: 'available', views7: views30, views30, whatsapp30: 0, calls30: 0, enquiries30, enquiriesPer100Views: Math.round((enquiries30 / views30) * 1000) / 10 };
}

const LISTS: Lists = {
  mostViewed: [ranked('p1', 'Corner plot near the seed access road', 120, 3), ranked('p2', 'East-facing plot in Thullur', 45, 0)],
  viewedNoEnquiry: [ranked('p2', 'East-facing plot in Thullur', 45, 0)],
};

describe('InterestLists (the dashboard)', () => {
  it('lists the most viewed plots and those with many views and no enquiry, each linking to the plot in Plots', async () => {
    await renderWithApp(<InterestLists />, { data: { [adminApiPaths.interestLists()]: LISTS } });
    const most = screen.getByRole('region', { name: 'Most viewed plots' });
    expect(within(most).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Corner plot near the seed access road', '/admin/plots?plot=p1'],
      ['East-facing plot in Thullur', '/admin/plots?plot=p2'],
    ]);
    expect(within(most).getAllByTestId('interest-line')[0]!.textContent).toContain('Enquiries per 100 views2.5');
    const unasked = screen.getByRole('region', { name: 'Many views, no enquiry' });
    expect(within(unasked).getAllByRole('link').map((link) => link.textContent)).toEqual(['East-facing plot in Thullur']);
  });

  it('says when there is nothing to list yet', async () => {
    await renderWithApp(<InterestLists />, { data: { [adminApiPaths.interestLists()]: { mostViewed: [], viewedNoEnquiry: [] } } });
    expect(screen.getByText('No plot has been viewed in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('No plot has 20 views without an enquiry.')).toBeTruthy();
  });

  it('shows placeholders while loading, and a failure with Try again', async () => {
    let fail = true;
    const { user } = await renderWithApp(<InterestLists />, {
      api: (call) => (call.url === adminApiPaths.interestLists() ? (fail ? { status: 503, body: { error: { code: 'internal', message: 'Try later.' } } } : { status: 200, body: LISTS }) : undefined),
    });
    expect(screen.getByRole('status', { name: 'Loading most viewed plots' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load which plots draw interest.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'Corner plot near the seed access road' })).toBeTruthy();
  });
});
