// @vitest-environment jsdom
import { DEFAULT_BUYING_COST_SETTINGS } from '@core/schemas/buying-costs';
import { priceBreakdown } from '@core/price-breakdown';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_UNIT_KEY } from '@/lib/use-area-unit';
import { renderWithApp } from '@/testing/render-with-app';
import { PlotPrice } from './plot-price';

afterEach(() => localStorage.clear());

// 200 sq.yd (1,800 sq.ft) at ₹20,000 + ₹500 development: ₹41,00,000.
const AREA = 1800;
const BREAKDOWN = priceBreakdown({ area: AREA, pricePerSqYard: 20_000, developmentChargesPerSqYard: 500, premiumPerSqYard: 0 });
const THULLUR = { name: 'Thullur', nameTe: 'తుళ్లూరు', slug: 'thullur', marketValuePerSqYd: 8000 };

const section = () => screen.getByRole('region', { name: /Price and full cost of buying|ధర మరియు కొనుగోలుకు పూర్తి ఖర్చు/ });
const amountOf = (row: string) => within(section()).getByRole('rowheader', { name: new RegExp(`^${row}`) }).closest('tr')!.querySelector('td')!.textContent;
const fullCost = () => screen.getByTestId('full-cost').textContent;

describe('the price and the full cost of buying', () => {
  it("reckons the duties on the price when the village's market value is lower, each with its rate, to the full cost", async () => {
    await renderWithApp(<PlotPrice breakdown={BREAKDOWN} areaSqFt={AREA} village={THULLUR} rates={{ ...DEFAULT_BUYING_COST_SETTINGS, brokeragePercent: 1 }} />);
    expect(amountOf('Plot price')).toBe('₹40,00,000');
    expect(amountOf('Development charges')).toBe('₹1,00,000');
    expect(amountOf('Stamp duty')).toBe('₹2,05,000');
    expect(within(section()).getByText('5 % of ₹41,00,000')).toBeTruthy();
    expect(amountOf('Transfer duty')).toBe('₹61,500');
    expect(amountOf('Registration fee')).toBe('₹41,000');
    expect(amountOf('Our brokerage')).toBe('₹41,000');
    expect(within(section()).getByText('1 % of the price')).toBeTruthy();
    expect(fullCost()).toBe('₹44.49 L₹44,48,500');
    expect(screen.getByTestId('market-value').textContent).toContain('Government market value in Thullur: ₹8,000/sq.yd × 200 sq.yd = ₹16,00,000');
    expect(screen.getByRole('link', { name: 'About Thullur' }).getAttribute('href')).toBe('/villages/thullur');
    expect(screen.getByText('The duties are reckoned on the price, which is above the government market value.')).toBeTruthy();
    expect(screen.getByText('Rates as checked on November 27, 2026. The sub-registrar office decides the final amounts.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('has no brokerage line when the business charges none', async () => {
    await renderWithApp(<PlotPrice breakdown={BREAKDOWN} areaSqFt={AREA} village={THULLUR} rates={DEFAULT_BUYING_COST_SETTINGS} />);
    expect(within(section()).queryByRole('rowheader', { name: /Our brokerage/ })).toBeNull();
    expect(fullCost()).toBe('₹44.08 L₹44,07,500');
  });

  it('asks the visitor for the market value when the village has none, reckons on it when higher, and names a wrong one', async () => {
    const { user } = await renderWithApp(<PlotPrice breakdown={BREAKDOWN} areaSqFt={AREA} village={{ ...THULLUR, marketValuePerSqYd: 0 }} rates={DEFAULT_BUYING_COST_SETTINGS} />);
    const box = screen.getByRole('textbox', { name: 'Government market value (₹ per sq.yd)' });
    expect(screen.getByText(/The duties are reckoned on the price\. The registrar/)).toBeTruthy();
    expect(fullCost()).toBe('₹44.08 L₹44,07,500');
    // ₹25,000 × 200 sq.yd = ₹50,00,000, above the price: 7.5 % of it is ₹3,75,000.
    await user.type(box, '25,000');
    expect(within(section()).getByText('5 % of ₹50,00,000')).toBeTruthy();
    expect(fullCost()).toBe('₹44.75 L₹44,75,000');
    expect(screen.getByText('The duties are reckoned on the government market value, which is above the price.')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'twenty');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The market value is a number of rupees per sq.yd, more than 0').id).toBe(box.getAttribute('aria-describedby'));
    expect(fullCost()).toBe('₹44.08 L₹44,07,500');
    await user.clear(box);
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the area in the chosen unit with its square yards, in Telugu too', async () => {
    localStorage.setItem(AREA_UNIT_KEY, 'sqft');
    await renderWithApp(<PlotPrice breakdown={BREAKDOWN} areaSqFt={AREA} village={null} rates={DEFAULT_BUYING_COST_SETTINGS} />, { path: '/te/plots/p1' });
    expect(within(section()).getByText('స్టాంప్ డ్యూటీ')).toBeTruthy();
    expect(within(section()).getByText('₹41,00,000 పై 5 %')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ప్రభుత్వ మార్కెట్ విలువ (గజానికి ₹)' })).toBeTruthy();
    expect(section().textContent).toMatch(/× 1,800 .*\(200 /);
  });

  it('is the price alone when the rates could not be read', async () => {
    await renderWithApp(<PlotPrice breakdown={BREAKDOWN} areaSqFt={AREA} village={THULLUR} rates={undefined} />);
    expect(screen.getByRole('heading', { name: 'Price breakdown' })).toBeTruthy();
    expect(screen.queryByTestId('full-cost')).toBeNull();
    expect(screen.getByTestId('plot-price-total').textContent).toBe('₹41 L₹41,00,000');
  });
});
