// @vitest-environment jsdom
import { leadNoteSchema } from '@core/schemas/lead';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from '@/components/forms/form-controls';
import { z } from 'zod';
import { renderWithApp } from '@/testing/render-with-app';
import { useFormDraft } from './use-form-draft';
import { useSchemaForm } from './use-schema-form';

const KEY = 'draft:test-note';
const stored = () => sessionStorage.getItem(KEY);

/** A note with a draft: saving stands for any successful submit (the form's values count as saved). */
function NoteForm({ saved = '' }: { saved?: string }) {
  const note = useSchemaForm<{ text: string }>({ schema: leadNoteSchema, defaultValues: { text: saved } });
  const draft = useFormDraft(note, { key: KEY });
  return (
    <form aria-label="Note" noValidate onSubmit={note.form.handleSubmit(() => note.markSaved())}>
      <TextAreaField form={note} name="text" id="note" label="Note" />
      {draft.restored ? <p role="status">Your unsaved draft was restored.</p> : null}
      <p>{note.form.formState.isDirty ? 'Unsaved changes' : 'No unsaved changes'}</p>
      <button type="button" onClick={draft.discard}>
        Discard draft
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const note = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Note/ });


describe('useFormDraft', () => {
  it('puts back what was typed when the form opens again, and says so', async () => {
    const first = await renderWithApp(<NoteForm />);
    await first.user.type(note(), 'Called, wants a visit on Sunday');
    first.unmount();

    await renderWithApp(<NoteForm />);
    expect(note().value).toBe('Called, wants a visit on Sunday');
    expect(screen.getByRole('status').textContent).toBe('Your unsaved draft was restored.');
  });

  it('forgets the draft once the form is saved', async () => {
    const first = await renderWithApp(<NoteForm />);
    await first.user.type(note(), 'Sent the price list');
    expect(stored()).not.toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toBeNull());
    first.unmount();

    await renderWithApp(<NoteForm />);
    expect(note().value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps no draft of values typed back to the saved ones', async () => {
    const { user } = await renderWithApp(<NoteForm saved="Asked for the layout map" />);
    await user.type(note(), '!');
    expect(stored()).not.toBeNull();
    await user.type(note(), '{Backspace}');
    expect(stored()).toBeNull();
  });

  it('restores over a saved record as changes (its own dirty mark too), and discarding goes back to the record', async () => {
    const first = await renderWithApp(<NoteForm saved="Asked for the layout map" />);
    await first.user.clear(note());
    await first.user.type(note(), 'Asked for the layout map and the EMI');
    first.unmount();

    const { user } = await renderWithApp(<NoteForm saved="Asked for the layout map" />);
    expect(note().value).toBe('Asked for the layout map and the EMI');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(note().value).toBe('Asked for the layout map');
    expect(screen.queryByRole('status')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('ignores a stored draft of the wrong shape (an older form, or tampered with)', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ text: 42, other: 'x' }));
    const first = await renderWithApp(<NoteForm saved="Kept" />);
    expect(note().value).toBe('Kept');
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    sessionStorage.setItem(KEY, '{not json');
    await renderWithApp(<NoteForm saved="Kept too" />);
    expect(note().value).toBe('Kept too');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads a draft with the form’s own reader (a value the draft must not decide)', async () => {
    const schema = z.object({ name: z.string(), category: z.string() });
    function SellLike({ category }: { category: string }) {
      const form = useSchemaForm({ schema, defaultValues: { name: '', category } });
      useFormDraft(form, { key: 'draft:test-sell', read: (raw, saved) => ({ ...saved, ...(raw as object), category }) });
      return <TextField form={form} name="name" id="name" label="Name" />;
    }
    const first = await renderWithApp(<SellLike category="residential" />);
    await first.user.type(screen.getByRole('textbox', { name: /Name/ }), 'Lakshmi');
    first.unmount();

    const second = await renderWithApp(<SellLike category="commercial" />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value).toBe('Lakshmi');
    await second.user.type(screen.getByRole('textbox', { name: /Name/ }), '!');
    expect(JSON.parse(sessionStorage.getItem('draft:test-sell') ?? '{}')).toEqual({ name: 'Lakshmi!', category: 'commercial' });
  });
});
