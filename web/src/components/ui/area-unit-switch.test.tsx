// @vitest-environment jsdom
import { formatArea } from '@/i18n/formats';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllDictionaries } from '@/i18n/dictionary-store';
import { useLanguage } from '@/i18n/use-language';
import { AREA_UNIT_KEY, useAreaUnit } from '@/lib/use-area-unit';
import { hydrateServerHtml } from '@/testing/hydrate-server-html';
import { renderWithApp } from '@/testing/render-with-app';
import { AreaUnitSwitch } from './area-unit-switch';

/** An area as the plot cards and plot pages show it: 1,800 sq.ft in the unit chosen. */
function PlotArea() {
  const [unit] = useAreaUnit();
  return <p>Area: {formatArea(1800, unit, useLanguage())}</p>;
}

function Page() {
  return (
    <>
      <AreaUnitSwitch />
      <PlotArea />
    </>
  );
}

afterEach(() => localStorage.clear());

describe('AreaUnitSwitch', () => {
  it('shows areas in square yards until another unit is chosen, then in that unit', async () => {
    const { user } = await renderWithApp(<Page />);
    expect(screen.getByRole('group', { name: 'Show areas in' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'sq.yd' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Area: 200 sq.yd')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'cents' }));
    expect(screen.getByText('Area: 4.13 cents')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'cents' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'sq.ft' }));
    expect(screen.getByText('Area: 1,800 sq.ft')).toBeTruthy();
  });

  it('remembers the unit: the next page (another render) shows it', async () => {
    const first = await renderWithApp(<Page />);
    await first.user.click(screen.getByRole('radio', { name: 'acres' }));
    expect(localStorage.getItem(AREA_UNIT_KEY)).toBe('acres');
    first.unmount();

    await renderWithApp(<Page />, { path: '/te/properties' });
    expect((screen.getByRole('radio', { name: 'ఎకరాలు' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Area: 0.041 ఎకరాలు')).toBeTruthy();
  });

  it('follows a unit chosen in another tab', async () => {
    await renderWithApp(<Page />);
    act(() => {
      localStorage.setItem(AREA_UNIT_KEY, 'sqft');
      window.dispatchEvent(new StorageEvent('storage', { key: AREA_UNIT_KEY }));
    });
    expect(screen.getByText('Area: 1,800 sq.ft')).toBeTruthy();
  });

  it('ignores a stored value that is no unit', async () => {
    localStorage.setItem(AREA_UNIT_KEY, 'hectares');
    await renderWithApp(<Page />);
    expect(screen.getByText('Area: 200 sq.yd')).toBeTruthy();
  });

  it('hydrates a server-rendered page in the default unit, then shows the remembered one', async () => {
    await loadAllDictionaries();
    const page = await hydrateServerHtml(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
      () => localStorage.setItem(AREA_UNIT_KEY, 'cents'),
    );
    expect(page.serverText).toContain('Area: 200 sq.yd');
    expect(page.problems).toEqual([]);
    expect(page.container.textContent).toContain('Area: 4.13 cents');
  });
});
