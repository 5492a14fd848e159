// @vitest-environment jsdom
import type { PlotImage } from '@core/schemas/plot';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { PlotGallery } from './plot-gallery';

const TITLE = 'Corner plot in Thullur';
const photo = (name: string, alt = ''): PlotImage => ({ url: `/images/plots/${name}.webp`, publicId: name, alt });
const THREE = [photo('road', 'The plot from the east road'), photo('side'), photo('survey-stone')];

/** The photo a visitor sees in the gallery (not the thumbnails, which are decorative). */
const shownPhoto = () => within(screen.getByRole('region', { name: `Photos of ${TITLE}` })).getByRole('img');

describe('PlotGallery', () => {
  it('steps through the photos with Next and Previous, going round at the ends', async () => {
    const { user } = await renderWithApp(<PlotGallery images={THREE} title={TITLE} status={null} />, { path: '/plots/p1' });
    expect(shownPhoto().getAttribute('alt')).toBe('The plot from the east road');
    expect(screen.getByText('1 / 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto().getAttribute('alt')).toBe(`Photo 2 of ${TITLE}`);
    expect(screen.getByText('2 / 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto().getAttribute('alt')).toBe(`Photo 3 of ${TITLE}`);
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('steps with the arrow keys and shows a photo picked from the thumbnails', async () => {
    const { user } = await renderWithApp(<PlotGallery images={THREE} title={TITLE} status={null} />, { path: '/plots/p1' });
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('The plot from the east road: open photo 1 of 3 full screen');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeTruthy();

    const thumbnails = screen.getByRole('list', { name: 'All photos' });
    await user.click(within(thumbnails).getByRole('button', { name: 'Show photo 2' }));
    expect(shownPhoto().getAttribute('alt')).toBe(`Photo 2 of ${TITLE}`);
    expect(within(thumbnails).getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens the photo full screen, steps there too, and closes with Escape or the close button', async () => {
    const { user } = await renderWithApp(<PlotGallery images={THREE} title={TITLE} status={null} />, { path: '/plots/p1' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'The plot from the east road: open photo 1 of 3 full screen' }));
    const dialog = screen.getByRole('dialog', { name: `Photos of ${TITLE}, full screen` });
    expect(within(dialog).getByText('Photo 1 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('The plot from the east road');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 2 of 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(`Photo 3 of ${TITLE}`);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page's gallery is at the photo last seen full screen.
    expect(screen.getByText('3 / 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Photo 3 of ${TITLE}: open photo 3 of 3 full screen` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one photo without arrows or thumbnails', async () => {
    const { user } = await renderWithApp(<PlotGallery images={[photo('only', 'The only photo')]} title={TITLE} status={null} />, { path: '/plots/p1' });
    expect(shownPhoto().getAttribute('alt')).toBe('The only photo');
    expect(screen.getByText('1 / 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'All photos' })).toBeNull();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 / 1')).toBeTruthy();
  });

  it('says so when there is no photo', async () => {
    await renderWithApp(<PlotGallery images={[]} title={TITLE} status={null} />, { path: '/plots/p1' });
    expect(screen.getByText('No photos yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
