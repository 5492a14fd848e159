// @vitest-environment jsdom
import type { InterestTotals } from '@core/schemas/interest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { InterestLine, InterestTotalsPanel, per100Text } from './interest-figures';

const PATH = '/api/admin/interest/ventures/v1';
const TOTALS: InterestTotals = { plots: 12, views7: 40, views30: 1250, whatsapp30: 9, calls30: 3, enquiries30: 5, enquiriesPer100Views: 0.4 };

describe('interest figures', () => {
  it('write enquiries per 100 views with one decimal, and a dash without a view', () => {
    expect([per100Text(null), per100Text(0), per100Text(7.1), per100Text(12.5)]).toEqual(['—', '0', '7.1', '12.5']);
  });

  it('show a plot in one line', async () => {
    await renderWithApp(<InterestLine figures={{ ...TOTALS, enquiriesPer100Views: null }} />);
    const line = await screen.findByTestId('interest-line');
    expect(line.textContent).toBe('Views 7 days4030 days1,250Enquiries per 100 views—');
  });

  it('load the totals, showing a placeholder meanwhile, then every figure', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    await renderWithApp(<InterestTotalsPanel path={PATH} of="this venture's plots" />, {
      api: (call) => (call.url === PATH ? new Promise((resolve) => (answer = resolve)) : undefined),
    });
    const panel = await screen.findByRole('region', { name: "Interest in this venture's plots, last 30 days" });
    expect(within(panel).getByRole('status', { name: 'Loading the interest figures' })).toBeTruthy();
    answer({ status: 200, body: TOTALS });
    await within(panel).findByText('1,250');
    const figure = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect([figure('Plots'), figure('Views, 7 days'), figure('WhatsApp taps'), figure('Call taps'), figure('Enquiries'), figure('Enquiries per 100 views')]).toEqual(['12', '40', '9', '3', '5', '0.4']);
  });

  it('say so when the totals cannot load, and load them again on Try again', async () => {
    let fail = true;
    const { user } = await renderWithApp(<InterestTotalsPanel path={PATH} of="this venture's plots" />, {
      api: (call) => (call.url === PATH ? (fail ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } } : { status: 200, body: TOTALS }) : undefined),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the interest figures.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('1,250')).toBeTruthy();
  });
});
