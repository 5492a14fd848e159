// @vitest-environment jsdom
import { MESSAGES } from '@core/messages';
import { contactFormSchema, type ContactForm, type ContactFormInput } from '@core/schemas/lead';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactFields } from '@/components/forms/contact-fields';
import { FormBanner } from '@/components/forms/form-banner';
import { SubmitButton } from '@/components/forms/submit-button';
import { api } from '@/lib/api-client';
import { renderWithApp, type ApiAnswer } from '@/testing/render-with-app';
import { useSchemaForm } from './use-schema-form';
import { useSubmitState } from './use-submit-state';

const EMPTY: ContactFormInput = { name: '', phone: '', email: '' };
const FAILED = 'Failed to send message. Please try again.';
const LABELS: Record<string, string> = { name: 'Name', phone: 'Phone', email: 'Email' };

/** A contact form sent to /api/contact through the real API client; the server is the test's. */
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

/** A server answering every request with `answer` (changed by the test), or failing as a network does for status 0. */
function server(answer: ApiAnswer) {
  const current = { answer };
  const api = () => {
    if (current.answer.status === 0) throw new TypeError('Failed to fetch');
    return current.answer;
  };
  return { api, answerNext: (next: ApiAnswer) => (current.answer = next) };
}

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const toast = (text: string) => screen.findByText(text);

async function fillAndSend(user: UserEvent) {
  await user.type(box(/Name/), 'Ravi Kumar');
  await user.type(box(/Phone/), '9876543210');
  await user.type(box(/Email/), 'ravi@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}


describe('useSubmitState', () => {
  it('puts the server’s field messages next to their inputs, the cursor in the first, and says to fix them', async () => {
    const { api } = server({ status: 422, body: { error: { code: 'validation_failed', message: MESSAGES.fixFormErrors, fields: { phone: 'Phone is not accepted here', email: 'Email is not accepted here' } } } });
    const { user } = await renderWithApp(<ContactLikeForm />, { api });
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
    const { api } = server({ status: 429, body: { error: { code: 'rate_limited', message: MESSAGES.tooManyRequests } } });
    const { user } = await renderWithApp(<ContactLikeForm />, { api });
    await fillAndSend(user);
    expect(await toast(MESSAGES.tooManyRequests)).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(box(/Name/).value).toBe('Ravi Kumar');
  });

  it('says the form’s failure when the network fails, and keeps every value', async () => {
    const { api } = server({ status: 0 });
    const { user } = await renderWithApp(<ContactLikeForm />, { api });
    await fillAndSend(user);
    expect(await toast(FAILED)).toBeTruthy();
    expect([box(/Name/).value, box(/Phone/).value, box(/Email/).value]).toEqual(['Ravi Kumar', '9876543210', 'ravi@example.com']);
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('in a banner form, lists every field the server named under a heading, and a failure alone', async () => {
    const { api, answerNext } = server({ status: 422, body: { error: { code: 'validation_failed', message: MESSAGES.fixFormErrors, fields: { email: 'Email is not accepted here', source: 'Unknown source' } } } });
    const { user } = await renderWithApp(<ContactLikeForm feedback="banner" />, { api });
    await fillAndSend(user);
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(MESSAGES.fixFormErrors)).toBeTruthy();
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Email: Email is not accepted here', 'source: Unknown source']);
    // The one the form has an input for is next to it too.
    expect(box(/Email/).getAttribute('aria-invalid')).toBe('true');

    answerNext({ status: 500, body: { error: { code: 'internal', message: 'Something broke' } } });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FAILED));
  });

  it('is busy while the submit is on its way, then counts the values as saved', async () => {
    let answer!: (answer: ApiAnswer) => void;
    const sent: ContactForm[] = [];
    const { user, calls } = await renderWithApp(<ContactLikeForm onSent={(values) => sent.push(values)} />, {
      api: () => new Promise<ApiAnswer>((resolve) => (answer = resolve)),
    });
    await fillAndSend(user);

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 201, body: { id: 'lead-1' } });
    await screen.findByRole('button', { name: 'Send Message' });
    expect(sent).toEqual([{ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' }]);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('sends nothing while the schema refuses, and says to fix the form', async () => {
    const { api } = server({ status: 201, body: { id: 'lead-1' } });
    const { user, calls } = await renderWithApp(<ContactLikeForm />, { api });
    await user.type(box(/Name/), 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await toast(MESSAGES.fixFormErrors)).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
