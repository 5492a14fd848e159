// @vitest-environment jsdom
import { leadNoteSchema } from '@core/schemas/lead';
import { screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextAreaField } from '@/components/forms/form-controls';
import { SubmitButton } from '@/components/forms/submit-button';
import { AUTH_TEXTS } from '@/config/admin-texts';
import { loadNamespaces } from '@/i18n/dictionary-store';
import { api } from '@/lib/api-client';
import { useFormDraft } from '@/lib/forms/use-form-draft';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useSubmitState } from '@/lib/forms/use-submit-state';
import { renderInApp } from '@/testing/render-in-app';
import { AdminSessionGate } from './admin-session-gate';
import { LoginPage } from './login-page';

const ADMIN = { id: 'a1', email: 'admin@example.com', createdAt: '2025-01-01T00:00:00.000Z' };

/**
 * The server: signed in until `endSession()`; after that every admin request answers 401 and
 * the session check says nobody, until a sign-in.
 */
function fakeServer() {
  let signedIn = true;
  const requests: string[] = [];
  const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/auth/session') return signedIn ? json(200, { user: ADMIN }) : json(401, { error: { code: 'unauthorized', message: 'Sign in' } });
      if (url === '/api/auth/login') {
        signedIn = true;
        return json(200, { user: ADMIN });
      }
      if (!signedIn) return json(401, { error: { code: 'unauthorized', message: 'Authentication required' } });
      return json(200, url.endsWith('/notes') ? { id: 'n1' } : { count: 3 });
    }),
  );
  return { requests, endSession: () => (signedIn = false) };
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
// second later, across tests too (see testing/render-in-app.tsx).
const adminPage = (failure: string) => <AdminSessionGate>{() => <NotePage failure={failure} />}</AdminSessionGate>;
const loginRoute = { path: '/admin/login', element: <LoginPage /> };

beforeAll(() => loadNamespaces('en', ['common', 'parts', 'messages']));
afterEach(() => vi.unstubAllGlobals());

describe('a session lost on an admin page', () => {
  it('goes once to the sign-in screen, and back to the same page with the draft after signing in', async () => {
    const server = fakeServer();
    const { user, router } = renderInApp(adminPage('Could not add the note.'), { path: '/admin/contacts/l1', routes: [loginRoute] });
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
    expect(server.requests.filter((request) => request === 'POST /api/admin/leads/l1/notes')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /Email/ }), ADMIN.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contacts/l1'));
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /Note/ })).value).toBe('Wants a visit on Sunday');
  });

  it('leaves a signed-in page alone when a request fails otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === '/api/auth/session'
            ? new Response(JSON.stringify({ user: ADMIN }), { status: 200 })
            : new Response(JSON.stringify({ error: { code: 'forbidden', message: 'No' } }), { status: 403 }),
        ),
      ),
    );
    const { user, router } = renderInApp(adminPage('The note was refused.'), { path: '/admin/contacts/l1', routes: [loginRoute] });
    await screen.findByRole('textbox', { name: /Note/ });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Still here');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note was refused.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/contacts/l1');
  });
});
