// @vitest-environment jsdom
import { messageKey } from '@core/message-key';
import { MESSAGES } from '@core/messages';
import { contactFormSchema, type ContactForm, type ContactFormInput } from '@core/schemas/lead';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactFields } from '@/components/forms/contact-fields';
import { messageText } from '@/i18n/message-text';
import { renderWithApp } from '@/testing/render-with-app';
import { useSchemaForm } from './use-schema-form';

const EMPTY: ContactFormInput = { name: '', phone: '', email: '' };

/** The common case alone: the core schema judges on submit, nothing else. */
function ContactLikeForm({ onValid }: { onValid: (values: ContactForm) => void }) {
  const contact = useSchemaForm<ContactFormInput, ContactForm>({ schema: contactFormSchema, defaultValues: EMPTY });
  return (
    <form noValidate aria-label="Contact" onSubmit={contact.form.handleSubmit(onValid)}>
      <ContactFields form={contact} idPrefix="test" />
      <button type="submit">Send</button>
    </form>
  );
}


describe('useSchemaForm', () => {
  it('says the core schema’s words next to each field on submit, with the cursor in the first', async () => {
    const sent: ContactForm[] = [];
    const { user } = await renderWithApp(<ContactLikeForm onValid={(values) => sent.push(values)} />);
    const name = screen.getByRole('textbox', { name: /Name/ });

    // Nothing is judged while typing: only a submit does.
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(sent).toEqual([]);
  });

  it('clears a field’s message as soon as it is edited, and sends what the schema made of the values', async () => {
    const sent: ContactForm[] = [];
    const { user } = await renderWithApp(<ContactLikeForm onValid={(values) => sent.push(values)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(MESSAGES.nameRequired);

    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Ravi Kumar');
    expect(screen.queryByText(MESSAGES.nameRequired)).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('false');
    // The others keep theirs until the next submit.
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '98765 43210');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' Ravi@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' });
  });

  it('shows the schema’s messages in the page’s language', async () => {
    const { user } = await renderWithApp(<ContactLikeForm onValid={() => undefined} />, { path: '/te/contact' });
    await user.click(screen.getByRole('button', { name: /.+/ }));
    const telugu = messageText('te', messageKey('nameRequired'));
    expect(telugu).not.toBe(MESSAGES.nameRequired);
    expect(await screen.findByText(telugu)).toBeTruthy();
  });
});
