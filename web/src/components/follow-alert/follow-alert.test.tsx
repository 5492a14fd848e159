// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@core/messages';
import { describe, expect, it } from 'vitest';
import { renderWithApp, type ApiCall } from '@/testing/render-with-app';
import { FollowAlert } from './follow-alert';

const search = { kind: 'search', target: { category: 'residential', location: 'Tullur' } } as const;

describe('FollowAlert', () => {
  it('opens a form, sends the address, cadence, language and alert, and says to check the inbox', async () => {
    const { user, calls } = await renderWithApp(<FollowAlert kind="newPlots" alert={search} />, {
      api: (call: ApiCall) => (call.url === '/api/subscriptions' ? { status: 201, body: { created: true, confirmed: false, key: 'subscriptionCheckInbox' } } : undefined),
    });
    const toggle = screen.getByRole('button', { name: 'Email me new plots like these' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Email me new plots like these' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const email = await screen.findByRole('textbox', { name: 'Your email' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user.type(email, 'Ravi@Example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'A daily summary at 08:00');
    await user.click(screen.getByRole('button', { name: 'Email me' }));

    expect(await screen.findByText(MESSAGES.subscriptionCheckInbox)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/subscriptions', body: { email: 'ravi@example.com', language: 'en', cadence: 'daily', alert: search, website: '' } },
    ]);
    // The address stays for the next follow button.
    expect((screen.getByRole('textbox', { name: 'Your email' }) as HTMLInputElement).value).toBe('ravi@example.com');
  });

  it('has no form until opened, and keeps what was typed when closed and opened again', async () => {
    const { user } = await renderWithApp(<FollowAlert kind="news" alert={{ kind: 'news' }} />);
    const toggle = screen.getByRole('button', { name: 'Email me the news' });
    expect(document.querySelector('form')).toBeNull();
    await user.click(toggle);
    await user.type(await screen.findByRole('textbox', { name: 'Your email' }), 'ravi@example.com');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Your email' })).toBeNull();
    await user.click(toggle);
    const email = screen.getByRole('textbox', { name: 'Your email' }) as HTMLInputElement;
    expect(email.value).toBe('ravi@example.com');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('says a wrong address next to the field without sending anything', async () => {
    const { user, calls } = await renderWithApp(<FollowAlert kind="priceDrop" alert={{ kind: 'priceDrop', target: { plotId: 'p1' } }} />);
    await user.click(screen.getByRole('button', { name: 'Tell me if the price drops' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your email' }), 'ravi');
    await user.click(screen.getByRole('button', { name: 'Email me' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your email' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server refusal (too many alerts) in Telugu on a Telugu page, keeping what was typed', async () => {
    const refusal = { error: { code: 'validation_failed', message: MESSAGES.alertsFull({ max: 20 }), key: 'alertsFull?max=20' } };
    const { user } = await renderWithApp(<FollowAlert kind="ventureFreed" alert={{ kind: 'venture', target: { ventureId: 'v1' } }} />, {
      path: '/te/ventures/v1',
      api: (call) => (call.url === '/api/subscriptions' ? { status: 422, body: refusal } : undefined),
    });
    await user.click(screen.getByRole('button', { name: 'ప్లాట్లు ఖాళీ అయితే నాకు చెప్పండి' }));
    await user.type(await screen.findByRole('textbox', { name: 'మీ ఈమెయిల్' }), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'ఈమెయిల్ చేయండి' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('మీరు ఇప్పటికే 20 అలర్ట్‌లను అనుసరిస్తున్నారు');
    expect((screen.getByRole('textbox', { name: 'మీ ఈమెయిల్' }) as HTMLInputElement).value).toBe('ravi@example.com');
  });
});
