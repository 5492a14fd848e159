// @vitest-environment jsdom
import { PLOT_STATUSES } from '@core/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlot } from '@/testing/a-plot';
import { renderWithApp } from '@/testing/render-with-app';
import { PlotCard } from './plot-card';

const card = () => screen.getByRole('article', { name: 'Residential plot' });
const statusFact = () => within(card()).getByTestId('plot-card-status').textContent;
/** The badge on the photo: a status other than available is named there. */
const photoBadge = () => card().querySelector('[data-status]');

describe('PlotCard status', () => {
  it('says Available with no badge on the photo for an available plot', async () => {
    await renderWithApp(<PlotCard plot={aPlot({ imageUrl: '/images/a-960.webp' })} whatsappNumber="919876543210" />, { path: '/properties' });
    expect(statusFact()).toBe('Available');
    expect(photoBadge()).toBeNull();
    expect(within(card()).getByRole('img', { hidden: true }).className).not.toContain('grayscale');
  });

  it.each([
    ['reserved', 'Reserved until December 5, 2026'],
    ['booked', 'Booked'],
    ['sold', 'Sold'],
    ['not-for-sale', 'Not for sale'],
  ] as const)('names a %s plot in its facts and on its greyed photo', async (status, words) => {
    const plot = aPlot({ status, reservedUntil: status === 'reserved' ? '2026-12-05' : '', imageUrl: '/images/a-960.webp' });
    await renderWithApp(<PlotCard plot={plot} whatsappNumber="919876543210" />, { path: '/properties' });
    expect(statusFact()).toBe(words);
    expect(photoBadge()?.textContent).toBe(words);
    expect(photoBadge()?.getAttribute('data-status')).toBe(status);
    expect(within(card()).getByRole('img', { hidden: true }).className).toContain('grayscale');
  });

  it('says plain Reserved when a reservation has no readable day', async () => {
    await renderWithApp(<PlotCard plot={aPlot({ status: 'reserved', reservedUntil: '' })} whatsappNumber={undefined} />, { path: '/properties' });
    expect(statusFact()).toBe('Reserved');
  });

  it('speaks Telugu on a Telugu page, the reservation day with a Telugu month', async () => {
    const words = new Set<string>();
    for (const status of PLOT_STATUSES) {
      const view = await renderWithApp(<PlotCard plot={aPlot({ status, reservedUntil: status === 'reserved' ? '2026-12-05' : '' })} whatsappNumber={undefined} />, {
        path: '/te/properties',
      });
      words.add(statusFact() ?? '');
      view.unmount();
    }
    expect([...words]).toEqual(['అందుబాటులో ఉంది', 'డిసెంబర్ 5, 2026 వరకు రిజర్వ్ అయింది', 'బుక్ అయింది', 'అమ్ముడైంది', 'అమ్మకానికి లేదు']);
  });
});
