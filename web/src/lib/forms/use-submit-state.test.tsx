// @vitest-environment jsdom
import { MESSAGES } from '@core/messages';
import { contactFormSchema, type ContactForm, type ContactFormInput } from '@core/schemas/lead';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactFields } from '@/components/forms/contact-fields';
import { FormBanner } from '@/components/forms/form-banner';
import { SubmitButton } from '@/components/forms/submit-button';
import { loadNamespaces } from '@/i18n/dictionary-store';
import { api } from '@/lib/api-client';
import { renderInApp } from '@/testing/render-in-app';
import { useSchemaForm } from './use-schema-form';
import { useSubmitState } from './use-submit-state';

const EMPTY: ContactFormInput = { name: '', phone: '', email: '' };
const FAILED = 'Failed to send message. Please try again.';
const LABELS: Record<string, string> = { name: 'Name', phone: 'Phone', email: 'Email' };

/** A contact form sent to /api/contact through the real API client; the server is a stubbed fetch. */
function ContactLikeForm({ feedback = 'toast', onSent }: { feedback?: 'toast' | 'banner'; onSent?: (values: ContactForm) => void }) {
  const contact = useSchemaForm<ContactFormInput, ContactForm>({ schema: contactFormSchema, defaultValues: EMPTY });
  const send = useSubmitState(contact, {
    submit: (values) => api.post('/api/contact', values),
    onSuccess: (_result, values) => onSent?.(values),
    failureMessage: FAILED,
    feedback,
    labelOf: (path) => LABELS[path] ?? path,
  });
  return (
    <form noValidate aria-label="Contact" onSubmit={send.onSubmit}>
      <FormBanner banner={send.banner} />
      <ContactFields form={contact} idPrefix="test" />
      <p>{contact.isDirty() ? 'Not saved' : 'Saved'}</p>
      <SubmitButton busy={send.submitting} label="Send Message" busyLabel="Sending..." />
    </form>
  );
}

/** The server answers every request with this (or the network fails when `status` is 0). */
function serverAnswers(status: number, body: unknown = {}): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(() =>
    status === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const toast = (text: string) => screen.findByText(text);

async function fillAndSend(user: ReturnType<typeof renderInApp>['user']) {
  await user.type(box(/Name/), 'Ravi Kumar');
  await user.type(box(/Phone/), '9876543210');
  await user.type(box(/Email/), 'ravi@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeAll(() => loadNamespaces('en', ['common', 'parts', 'messages']));
afterEach(() => vi.unstubAllGlobals());

describe('useSubmitState', () => {
  it('puts the server’s field messages next to their inputs, the cursor in the first, and says to fix them', async () => {
    serverAnswers(422, { error: { code: 'validation_failed', message: MESSAGES.fixFormErrors, fields: { phone: 'Phone is not accepted here', email: 'Email is not accepted here' } } });
    const { user } = renderInApp(<ContactLikeForm />);
    await fillAndSend(user);

    expect(await screen.findByText('Phone is not accepted here')).toBeTruthy();
    expect(screen.getByText('Email is not accepted here')).toBeTruthy();
    expect(box(/Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(box(/Name/).getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(box(/Phone/)));
    expect(await toast(MESSAGES.fixFormErrors)).toBeTruthy();
    expect(box(/Email/).value).toBe('ravi@example.com');
  });

  it('says the server’s own words when it limits the rate, and keeps what was typed', async () => {
    serverAnswers(429, { error: { code: 'rate_limited', message: MESSAGES.tooManyRequests } });
    const { user } = renderInApp(<ContactLikeForm />);
    await fillAndSend(user);
    expect(await toast(MESSAGES.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(box(/Name/).value).toBe('Ravi Kumar');
  });

  it('says the form’s failure when the network fails, and keeps every value', async () => {
    serverAnswers(0);
    const { user } = renderInApp(<ContactLikeForm />);
    await fillAndSend(user);
    expect(await toast(FAILED)).toBeTruthy();
    expect([box(/Name/).value, box(/Phone/).value, box(/Email/).value]).toEqual(['Ravi Kumar', '9876543210', 'ravi@example.com']);
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('in a banner form, lists every field the server named under a heading, and a failure alone', async () => {
    serverAnswers(422, { error: { code: 'validation_failed', message: MESSAGES.fixFormErrors, fields: { email: 'Email is not accepted here', source: 'Unknown source' } } });
    const { user } = renderInApp(<ContactLikeForm feedback="banner" />);
    await fillAndSend(user);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(MESSAGES.fixFormErrors)).toBeTruthy();
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Email: Email is not accepted here', 'source: Unknown source']);
    // The one the form has an input for is next to it too.
    expect(box(/Email/).getAttribute('aria-invalid')).toBe('true');

    serverAnswers(500, { error: { code: 'internal', message: 'Something broke' } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FAILED));
  });

  it('is busy while the submit is on its way, then counts the values as saved', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const sent: ContactForm[] = [];
    const { user } = renderInApp(<ContactLikeForm onSent={(values) => sent.push(values)} />);
    await fillAndSend(user);

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(new Response(JSON.stringify({ id: 'lead-1' }), { status: 201 }));
    await screen.findByRole('button', { name: 'Send Message' });
    expect(sent).toEqual([{ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' }]);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the schema refuses, and says to fix the form', async () => {
    const fetch = serverAnswers(201);
    const { user } = renderInApp(<ContactLikeForm />);
    await user.type(box(/Name/), 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await toast(MESSAGES.fixFormErrors)).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
