// @vitest-environment jsdom
import { leadNoteSchema } from '@core/schemas/lead';
import { screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { AUTH_TEXTS } from '@/config/admin-texts';
import { api } from '@/lib/api-client';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { renderWithApp, type ApiAnswer, type ApiCall } from '@/testing/render-with-app';
import { AdminSessionGate } from './admin-session-gate';
import { LoginPage } from './login-page';

const ADMIN = { id: 'a1', email: 'admin@example.com', createdAt: '2025-01-01T00:00:00.000Z' };

/**
 * The server: signed in until `endSession()`; after that every admin request answers 401 and
 * the session check says nobody, until a sign-in.
 */
function fakeServer() {
  let signedIn = true;
  const api = ({ url }: ApiCall): ApiAnswer => {
    if (url === '/api/auth/session') return signedIn ? { status: 200, body: { user: ADMIN } } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } };
    if (url === '/api/auth/login') {
      signedIn = true;
      return { status: 200, body: { user: ADMIN } };
    }
    if (!signedIn) return { status: 401, body: { error: { code: 'unauthorized', message: 'Authentication required' } } };
    return { status: 200, body: url.endsWith('/notes') ? { id: 'n1' } : { count: 3 } };
  };
  return { api, endSession: () => (signedIn = false) };
}

/** An admin page with a read of its own and a form keeping a draft. */
function NotePage({ failure }: { failure: string }) {
  const { data } = useSWR<{ count: number }>('/api/admin/leads/l1/count');
  const note = useSchemaForm<{ text: string }>({ schema: leadNoteSchema, defaultValues: { text: '' } });
  useFormDraft(note, { key: 'draft:lead-note:l1' });
  const send = useSubmitState(note, { submit: ({ text }) => api.post('/api/admin/leads/l1/notes', { text }), failureMessage: failure });
  return (
    <form aria-label="Add a note" noValidate onSubmit={send.onSubmit}>
      <p>{data ? `${data.count} notes` : 'Loading'}</p>
      <TextAreaField form={note} name="text" id="note" label="Note" />
      <SubmitButton busy={send.submitting} label="Add note" busyLabel="Adding…" />
    </form>
  );
}

// Each test its own failure text: the toast library takes a dismissed toast away by its text a
// second later, across tests too (see testing/render-with-app.tsx).
const adminPage = (failure: string) => <AdminSessionGate>{() => <NotePage failure={failure} />}</AdminSessionGate>;
const loginRoute = { path: '/admin/login', element: <LoginPage /> };


describe('a session lost on an admin page', () => {
  it('goes once to the sign-in screen, and back to the same page with the draft after signing in', async () => {
    const server = fakeServer();
    const { user, router, calls } = await renderWithApp(adminPage('Could not add the note.'), { path: '/admin/contacts/l1', routes: [loginRoute], api: server.api });
    const logins: string[] = [];
    router.subscribe((state) => {
      if (state.location.pathname === '/admin/login' && logins.at(-1) !== state.location.key) logins.push(state.location.key);
    });
    await screen.findByText('3 notes');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Wants a visit on Sunday');

    // The session ends elsewhere; the save and two reads of the page meet a 401 together.
    server.endSession();
    const read = () => api.get('/api/admin/leads/l1/count').catch(() => undefined);
    await Promise.all([user.click(screen.getByRole('button', { name: 'Add note' })), read(), read()]);
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(await screen.findByText(AUTH_TEXTS.sessionExpired)).toBeTruthy();
    // One trip to the sign-in screen, whatever failed after it either.
    await read();
    expect(logins).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/admin/leads/l1/notes')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /Email/ }), ADMIN.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contacts/l1'));
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Note/ })).value).toBe('Wants a visit on Sunday');
  });

  it('leaves a signed-in page alone when a request fails otherwise', async () => {
    const api = ({ url }: ApiCall): ApiAnswer =>
      url === '/api/auth/session' ? { status: 200, body: { user: ADMIN } } : { status: 403, body: { error: { code: 'forbidden', message: 'No' } } };
    const { user, router } = await renderWithApp(adminPage('The note was refused.'), { path: '/admin/contacts/l1', routes: [loginRoute], api });
    await screen.findByRole('textbox', { name: /Note/ });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Still here');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note was refused.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/contacts/l1');
  });
});
