// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/i18n/remembered-language';
import { renderWithApp } from '@/testing/render-with-app';
import { LanguageSwitch } from './language-switch';

afterEach(() => localStorage.clear());

describe('LanguageSwitch', () => {
  it('on an English page links to the same page and query in Telugu, and remembers the choice', async () => {
    const { user, router } = await renderWithApp(<LanguageSwitch className="" />, { path: '/properties?location=Thullur&sort=price#results' });
    const link = screen.getByRole('link', { name: 'తెలుగు' });
    expect(link.getAttribute('href')).toBe('/te/properties?location=Thullur&sort=price#results');
    expect(link.getAttribute('lang')).toBe('te-IN');

    await user.click(link);
    expect(router.state.location.pathname).toBe('/te/properties');
    expect(router.state.location.search).toBe('?location=Thullur&sort=price');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('te');
    // The Telugu page's switch leads back.
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/properties?location=Thullur&sort=price#results');
  });

  it('on a Telugu page links back to the English page, and remembers that choice', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'te');
    const { user, router } = await renderWithApp(<LanguageSwitch className="" />, { path: '/te/plots/p1-corner-plot?ref=share' });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/plots/p1-corner-plot?ref=share');
    expect(link.getAttribute('lang')).toBe('en-IN');

    await user.click(link);
    expect(router.state.location.pathname).toBe('/plots/p1-corner-plot');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('takes the Telugu home page to the English one', async () => {
    await renderWithApp(<LanguageSwitch className="" />, { path: '/te' });
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });
});
