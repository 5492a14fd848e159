import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeAccessibility, type Screen } from './axe';

/**
 * Accessibility of the back office's screens, signed in, at both widths: axe-core against WCAG
 * 2.1 A/AA once each screen shows its data (e2e/axe.ts). The login and reset screens are in
 * accessibility-public.e2e.ts.
 */

const adminHeading = (page: Page, label: string) => page.getByRole('banner').getByRole('heading', { name: label, level: 1 }).waitFor();
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

const ADMIN_SCREENS: Screen[] = [
  {
    name: 'admin dashboard',
    path: '/admin/dashboard',
    ready: async (page) => {
      await adminHeading(page, 'Dashboard');
      await page.locator('dl[aria-label="Totals"][aria-busy="false"]').waitFor();
      await page.getByRole('link', { name: 'View all leads' }).waitFor();
    },
    states: [
      {
        name: 'admin menu (drawer)',
        viewports: ['mobile'],
        then: async (page) => {
          await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Settings' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'admin plots',
    path: '/admin/plots',
    ready: async (page) => {
      await adminHeading(page, 'Plots Management');
      await page.getByTestId('admin-plot-card').first().waitFor();
    },
    states: [
      {
        name: 'admin plots: Add New Plot',
        then: async (page) => {
          await page.getByRole('button', { name: 'Add New Plot' }).first().click();
          await page.getByRole('dialog', { name: 'Add New Plot' }).getByRole('button', { name: 'Add Plot' }).waitFor();
        },
      },
      {
        name: 'admin plots: Add New Plot, required fields missing',
        then: async (page) => {
          const dialog = page.getByRole('dialog', { name: 'Add New Plot' });
          await dialog.getByRole('button', { name: 'Add Plot' }).click();
          await dialog.getByText('This field is required').first().waitFor();
        },
      },
    ],
  },
  {
    name: 'admin plots: Edit Plot, with its photos and approvals',
    path: '/admin/plots',
    ready: async (page) => {
      await page.getByTestId('admin-plot-card').first().waitFor();
      await page.getByTestId('admin-plot-card').first().getByRole('button', { name: /^Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Plot' });
      await dialog.getByTestId('photo').first().waitFor();
      await dialog.getByRole('textbox', { name: /^AP RERA number/ }).fill('P12');
      await dialog.getByRole('button', { name: 'Update Plot' }).click();
      await dialog.getByText('AP RERA numbers are P followed by 11 digits', { exact: false }).waitFor();
    },
  },
  {
    name: 'admin regions',
    path: '/admin/regions',
    ready: async (page) => {
      await adminHeading(page, 'Region Prices');
      await page.getByTestId('region-row').first().waitFor();
    },
  },
  {
    name: 'admin blogs',
    path: '/admin/blogs',
    ready: async (page, _viewport, { post }) => {
      await adminHeading(page, 'Blog Posts');
      await page.getByRole('button', { name: `Edit ${post.title}` }).waitFor();
    },
    states: [
      {
        // Edit opens the editor at ?edit={id}, as the address would.
        name: 'admin blogs: editor',
        then: async (page, _viewport, { post }) => {
          await page.getByRole('button', { name: `Edit ${post.title}` }).click();
          await page.getByRole('tab', { name: 'Write' }).waitFor();
          await expect.poll(() => titleBox(page).inputValue({ timeout: 1000 }), { timeout: 10_000 }).toBe(post.title);
        },
      },
      {
        name: 'admin blogs: editor preview',
        then: async (page, _viewport, { post }) => {
          await page.getByRole('tab', { name: 'Preview' }).click();
          await page.getByRole('heading', { name: post.title }).waitFor();
        },
      },
    ],
  },
  {
    name: 'admin contacts: lead board',
    path: '/admin/contacts',
    ready: async (page) => {
      await adminHeading(page, 'Contact Messages');
      await page.getByTestId('column-count').first().waitFor();
      // A card's badge (the Source filter's option of that name is hidden in its list).
      await page.getByRole('article').getByText('Sell enquiry').first().waitFor();
    },
    states: [
      {
        name: 'admin contacts: subscribers',
        then: async (page) => {
          await page.getByRole('tab', { name: /Subscribers/ }).click();
          await page.getByRole('list', { name: 'Update subscribers' }).getByRole('link').first().waitFor();
        },
      },
      {
        name: 'admin contacts: a lead\'s page',
        then: async (page) => {
          await page.getByRole('tab', { name: 'Lead board' }).click();
          await page.getByRole('article').getByRole('link', { name: /open the lead/ }).first().click();
          await page.getByRole('heading', { name: 'History' }).waitFor();
          await page.getByRole('combobox', { name: 'Assigned to' }).getByRole('option').nth(1).waitFor({ state: 'attached' });
        },
      },
    ],
  },
  {
    name: 'admin settings',
    path: '/admin/settings',
    ready: async (page) => {
      await adminHeading(page, 'Settings');
      await page.getByText('Added ', { exact: false }).first().waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Business name' }).inputValue({ timeout: 1000 }), { timeout: 10_000 }).not.toBe('');
    },
  },
];

describeAccessibility('admin', ADMIN_SCREENS, {
  signedIn: true,
  // The subscribers tab shows its list only when someone has subscribed.
  prepare: (store) => store.subscribers.add('a11y.subscriber@example.com', 'en'),
});
