import { expect } from 'vitest';
import type { PlotCategory } from '../functions/src/core/constants';
import { pathInLanguage } from '../functions/src/core/languages';
import { MESSAGES } from '../functions/src/core/messages';
import { sitePaths } from '../functions/src/core/site-paths';
import { describeAccessibility, type Screen } from './axe';

/**
 * Accessibility of the public screens and the signed-out admin screens, at both widths: axe-core
 * against WCAG 2.1 A/AA once each screen shows its data (e2e/axe.ts). The admin screens are in
 * accessibility-admin.e2e.ts.
 */

const PUBLIC_SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await page.locator('section[aria-labelledby="hero-heading"] .opacity-100').waitFor();
      await page.getByTestId('featured-grid').getByTestId('plot-card').first().waitFor();
      await page.getByRole('heading', { name: 'Amaravati Property Pricing', level: 2 }).waitFor();
      await page.locator('[data-band]:visible').first().waitFor();
    },
  },
  {
    name: 'properties',
    path: '/properties',
    ready: async (page) => {
      await page.getByTestId('listing-results').getByTestId('plot-card').first().waitFor();
    },
  },
  // Every category is the same listing over other plots: two of them stand for the six.
  ...(['residential', 'houses'] as const satisfies readonly PlotCategory[]).map(
    (category): Screen => ({
      name: `buy ${category}`,
      path: `/buy/${category}`,
      ready: async (page) => {
        await page.getByTestId('listing-summary').waitFor();
        await expect.poll(() => page.getByTestId('listing-summary').textContent()).not.toBe('Loading plots…');
      },
    }),
  ),
  {
    name: 'sell residential',
    path: '/sell/residential',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Send Enquiry' }).waitFor();
    },
  },
  {
    name: 'investment opportunities',
    path: '/investment-opportunities',
    ready: async (page) => {
      await page.getByTestId('region-summary').waitFor();
      await page.getByTestId('featured-grid').getByTestId('plot-card').first().waitFor();
      await page.locator('[data-band]:visible').first().waitFor();
    },
  },
  {
    name: 'updates',
    path: '/amaravati-updates',
    ready: async (page) => {
      await page.locator('article').first().waitFor();
    },
  },
  {
    name: 'one update',
    path: ({ post }) => `/amaravati-updates/${encodeURIComponent(post.id)}`,
    ready: async (page, _viewport, { post }) => {
      await page.getByRole('heading', { name: post.title, level: 1 }).waitFor();
    },
  },
  {
    name: 'one plot',
    path: ({ plot }) => sitePaths.plot(plot),
    ready: async (page, _viewport, { plot }) => {
      await page.getByRole('heading', { name: plot.title, level: 1 }).waitFor();
      await page.getByTestId('emi-amount').waitFor();
    },
    states: [
      {
        name: 'one plot, photos full screen',
        then: async (page) => {
          await page.getByRole('button', { name: /full screen$/ }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
    ],
  },
  {
    name: 'properties, map view',
    path: '/properties?view=map',
    ready: async (page) => {
      await page.getByTestId('map').scrollIntoViewIfNeeded();
      await page.locator('.leaflet-marker-icon').first().waitFor();
    },
  },
  {
    name: 'compare',
    path: ({ plot, otherPlot }) => sitePaths.compare([plot.id, otherPlot.id]),
    ready: async (page) => {
      await page.getByTestId('compare-table').waitFor();
    },
  },
  {
    name: 'favourites, empty',
    path: '/favourites',
    ready: async (page) => {
      await page.getByText('No favourites yet').waitFor();
    },
  },
  {
    // A page other than home for the menu: there the bar is transparent over the hero until it scrolls.
    name: 'about',
    path: '/about',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
      await page.getByRole('link', { name: /^Call / }).first().waitFor();
    },
    states: [
      {
        name: 'navigation: Buy menu open',
        then: async (page, viewport) => {
          const nav = page.getByRole('navigation', { name: 'Main' });
          let menu = nav;
          if (viewport === 'mobile') {
            const toggle = nav.getByRole('button', { name: 'Menu' });
            await toggle.click();
            menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
          }
          const buy = menu.getByRole('button', { name: 'Buy' }).filter({ visible: true });
          await buy.click();
          await page.locator(`[id="${await buy.getAttribute('aria-controls')}"]`).getByRole('link').first().waitFor();
        },
      },
    ],
  },
  {
    name: 'contact',
    path: '/contact',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Contact Us', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Get directions' }).first().waitFor();
    },
    states: [
      {
        name: 'contact: form errors',
        then: async (page) => {
          await page.getByRole('button', { name: 'Send Message' }).click();
          await page.getByText(MESSAGES.nameRequired, { exact: true }).waitFor();
          await page.getByText(MESSAGES.phoneRequired, { exact: true }).waitFor();
        },
      },
    ],
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    },
  },
];

/** The Telugu pages share the English pages' markup: the home page, a plot page and the contact form's errors stand for them. */
const TELUGU_SCREENS: Screen[] = [
  {
    name: 'Telugu home',
    path: pathInLanguage('/', 'te'),
    ready: async (page) => {
      await page.locator('section[aria-labelledby="hero-heading"] .opacity-100').waitFor();
      await page.getByTestId('featured-grid').getByTestId('plot-card').first().waitFor();
      await page.locator('[data-band]:visible').first().waitFor();
    },
  },
  {
    name: 'Telugu plot page',
    path: ({ plot }) => pathInLanguage(sitePaths.plot(plot), 'te'),
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('emi-amount').waitFor();
    },
  },
  {
    name: 'Telugu contact: form errors',
    path: pathInLanguage('/contact', 'te'),
    ready: async (page) => {
      await page.locator('form button[type="submit"]').first().click();
      await page.locator('input[aria-invalid="true"]').first().waitFor();
    },
  },
];

const SIGNED_OUT_ADMIN_SCREENS: Screen[] = [
  {
    name: 'admin login',
    path: '/admin/login',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();
    },
  },
  {
    // The page checks the token only when the form is sent, so any token shows the form.
    name: 'admin reset password',
    path: '/admin/reset-password?token=a11y-check-token',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
    },
  },
];

describeAccessibility('public', [...PUBLIC_SCREENS, ...TELUGU_SCREENS, ...SIGNED_OUT_ADMIN_SCREENS], { signedIn: false });
