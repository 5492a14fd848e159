import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { clearDraft, draftFromStored, readDraft, writeDraft } from './draft-storage';
import type { SchemaForm } from './use-schema-form';

interface FormDraftOptions<TInput> {
  /** The sessionStorage key (one per form, and per record for an edit form). */
  key: string;
  /** A stored draft back to values, with the form's saved values for what it lacks. Default: field by field (`draftFromStored`). */
  read?: (stored: unknown, saved: TInput) => TInput;
}

interface FormDraft {
  /** A draft was put back when the form opened (and has been neither saved nor discarded). */
  restored: boolean;
  /** Drops the draft and goes back to the saved values. */
  discard: () => void;
}

/**
 * Keeps what is typed in a form in sessionStorage: a reload, an expired session (the sign-in
 * screen and back) or a wrong tap loses nothing. The draft is put back when the form opens,
 * rewritten on every change, and dropped when the values count as saved again (a save, a reset,
 * or typed back to what was saved).
 */
export function useFormDraft<TInput extends FieldValues, TOutput>(form: SchemaForm<TInput, TOutput>, { key, read }: FormDraftOptions<TInput>): FormDraft {
  const { same, saved, restore, onSaved, resetTo } = form;
  const { watch } = form.form;
  // Read once, when the form opens: a draft equal to the saved values is no draft.
  const [start] = useState(() => {
    const stored = readDraft(key, (raw) => (read ?? draftFromStored)(raw, saved()));
    return stored !== null && !same(stored, saved()) ? stored : null;
  });
  const [restored, setRestored] = useState(start !== null);

  // Before the first paint (after hydration on a rendered page, whose HTML holds the saved values).
  useLayoutEffect(() => {
    if (start) restore(start);
  }, [start, restore]);

  useEffect(() => {
    const subscription = watch((values) => {
      if (same(values as TInput, saved())) clearDraft(key);
      else writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [key, watch, same, saved]);

  useEffect(
    () =>
      onSaved(() => {
        clearDraft(key);
        setRestored(false);
      }),
    [key, onSaved],
  );

  const discard = useCallback(() => resetTo(saved()), [resetTo, saved]);
  return { restored, discard };
}
