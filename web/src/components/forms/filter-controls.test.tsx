// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlotFilterValues } from '@/lib/plot-filters';
import { renderWithApp } from '@/testing/render-with-app';
import { PlotStatusFilter } from './filter-controls';

function StatusFilter({ seen }: { seen: string[] }) {
  const [value, setValue] = useState<PlotFilterValues['status']>('all');
  return (
    <PlotStatusFilter
      id="status"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next as PlotFilterValues['status']);
      }}
    />
  );
}

describe('PlotStatusFilter', () => {
  it('offers All and each of the five statuses, and reports the one picked', async () => {
    const seen: string[] = [];
    const { user } = await renderWithApp(<StatusFilter seen={seen} />, { path: '/properties' });
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['all', 'All'],
      ['available', 'Available'],
      ['reserved', 'Reserved'],
      ['booked', 'Booked'],
      ['sold', 'Sold'],
      ['not-for-sale', 'Not for sale'],
    ]);
    await user.selectOptions(select, 'Reserved');
    await user.selectOptions(select, 'Not for sale');
    expect(seen).toEqual(['reserved', 'not-for-sale']);
    expect((select as HTMLSelectElement).value).toBe('not-for-sale');
  });

  it('names the statuses in Telugu on a Telugu page', async () => {
    await renderWithApp(<StatusFilter seen={[]} />, { path: '/te/properties' });
    const select = screen.getByRole('combobox', { name: 'స్థితి' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'అన్నీ',
      'అందుబాటులో ఉన్నవి',
      'రిజర్వ్ అయినవి',
      'బుక్ అయినవి',
      'అమ్ముడైనవి',
      'అమ్మకానికి లేనివి',
    ]);
  });
});
