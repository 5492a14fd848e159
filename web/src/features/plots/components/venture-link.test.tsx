// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlot } from '@/testing/a-plot';
import { renderWithApp } from '@/testing/render-with-app';
import { PlotCard } from './plot-card';
import { VentureLink } from './venture-link';

describe("a plot's link to its venture", () => {
  it("names the plot's number and the venture, and leads to the venture's page", async () => {
    await renderWithApp(<PlotCard plot={aPlot({ ventureId: 'v1', ventureName: 'Green Meadows', plotNumber: 'A-14' })} whatsappNumber={undefined} />);
    const link = screen.getByRole('link', { name: 'Plot A-14 of Green Meadows' });
    expect(link.getAttribute('href')).toBe('/ventures/v1-green-meadows');
  });

  it('speaks Telugu on a Telugu page, the stored name marked as English', async () => {
    await renderWithApp(<VentureLink plot={{ ventureId: 'v1', ventureName: 'Green Meadows', plotNumber: '27' }} />, { path: '/te/plots/p1' });
    const link = screen.getByRole('link', { name: 'Green Meadows లో ప్లాట్ 27' });
    expect(link.getAttribute('href')).toBe('/te/ventures/v1-green-meadows');
    expect(link.querySelector('[lang="en-IN"]')?.textContent).toBe('Green Meadows');
  });

  it('says the venture alone for a plot without a number', async () => {
    await renderWithApp(<VentureLink plot={{ ventureId: 'v1', ventureName: 'Green Meadows', plotNumber: '' }} />);
    expect(screen.getByRole('link', { name: 'Green Meadows' }).getAttribute('href')).toBe('/ventures/v1-green-meadows');
  });

  it('is not there for a plot outside a venture (a venture name typed on the plot alone links nowhere)', async () => {
    await renderWithApp(<PlotCard plot={aPlot({ ventureName: 'Old Layout' })} whatsappNumber={undefined} />);
    expect(screen.queryByTestId('venture-link')).toBeNull();
  });
});
