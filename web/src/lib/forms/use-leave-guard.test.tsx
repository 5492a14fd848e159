// @vitest-environment jsdom
import { leadNoteSchema } from '@core/schemas/lead';
import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from '@/components/forms/form-controls';
import { renderWithApp } from '@/testing/render-with-app';
import { useLeaveGuard } from './use-leave-guard';
import { useSchemaForm } from './use-schema-form';

const TEXTS = { message: 'You have unsaved changes to this note. Leave?', title: 'Unsaved changes', confirmLabel: 'Leave' };

function GuardedNote() {
  const note = useSchemaForm<{ text: string }>({ schema: leadNoteSchema, defaultValues: { text: 'Saved words' } });
  useLeaveGuard(note.isDirty, TEXTS);
  const navigate = useNavigate();
  return (
    <>
      <TextAreaField form={note} name="text" id="note" label="Note" />
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Dashboard
      </button>
      <button type="button" onClick={() => void navigate('/notes?tab=history')}>
        History
      </button>
    </>
  );
}

const routes = [
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  { path: '/notes', element: <h1>History</h1> },
];

const leaveDialog = () => screen.queryByRole('dialog', { name: TEXTS.title });


describe('useLeaveGuard', () => {
  it('lets a clean form go without a question', async () => {
    const { user, router } = await renderWithApp(<GuardedNote />, { path: '/note', routes });
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(leaveDialog()).toBeNull();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving unsaved changes: Cancel stays with everything typed, Leave goes', async () => {
    const { user, router } = await renderWithApp(<GuardedNote />, { path: '/note', routes });
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Note/ });
    await user.type(box, ' and more');

    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.title });
    expect(within(dialog).getByText(TEXTS.message)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(router.state.location.pathname).toBe('/note');
    expect(box.value).toBe('Saved words and more');

    // Another query of another path asks too.
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(within(await screen.findByRole('dialog', { name: TEXTS.title })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=history');
  });

  it('asks the browser to prompt when the tab closes with unsaved changes, and only then', async () => {
    const { user } = await renderWithApp(<GuardedNote />, { path: '/note', routes });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Note/ }), '!');
    expect(closing()).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Note/ }), '{Backspace}');
    expect(closing()).toBe(false);
  });
});
