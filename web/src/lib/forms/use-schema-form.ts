import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { keyedErrors } from '@core/schemas/message-keys';
import { useLatest } from '@/hooks/use-latest';
import { useMessageText } from '@/i18n/message-text';

/**
 * The form itself, the common part of every form of the SPA: react-hook-form with `zodResolver`
 * on the CORE schema the server validates with (so the browser and the server say the same thing
 * in the same words), validated on submit, a field's error cleared as soon as it is edited, and
 * the values last saved (what drafts and leave guards compare with). What else a form does it
 * composes from the hooks beside this one: `useFormDraft`, `useLeaveGuard`, `useSubmitState`.
 *
 * Every message a form shows (the schema's, the server's, its toasts and banner) goes through
 * `say`: the page's language. It is the one place the form hooks translate.
 */

interface SchemaFormOptions<TInput extends FieldValues, TOutput> {
  /** The core schema: what the form holds (input) → what is sent (output). */
  schema: z.ZodType<TOutput, TInput>;
  /** Passed to the schema's parse: e.g. plain words for rules the schema states without a message. */
  schemaOptions?: Parameters<typeof zodResolver>[1];
  /** What the form holds when it opens: the saved record, or the empty form. */
  defaultValues: TInput;
  /** How a field shows a message (the plot form shows 'This field is required' for the long required-fields sentence). */
  fieldMessage?: (text: string) => string;
  /** Whether two states of the form hold the same values (drafts and leave guards). Default: the same JSON. */
  same?: (a: TInput, b: TInput) => boolean;
}

/** What an input needs from its form: its registration and its message (see components/forms). */
export interface FormBinding<TInput extends FieldValues> {
  /** The values as they stand (also what lets TypeScript read a form's shape off a binding). */
  values: () => TInput;
  /**
   * `register` for an input, clearing the field's error as soon as it is edited, with the
   * starting value as the element's `defaultValue` (the server renders it: a page is right before
   * it is live; in the browser `register` sets the same, or a restored draft).
   */
  field: (name: FieldPath<TInput>) => UseFormRegisterReturn<FieldPath<TInput>> & { defaultValue?: string | number };
  /** The message to show next to a field, if any, in the page's language. */
  errorOf: (name: FieldPath<TInput>) => string | undefined;
}

export interface SchemaForm<TInput extends FieldValues, TOutput = TInput> extends FormBinding<TInput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** A message in the page's language (a core message has its Telugu version). */
  say: (message: string) => string;
  /** Whether two states of the form hold the same values. */
  same: (a: TInput, b: TInput) => boolean;
  /** The values last saved (the record the form opened with, until a save). */
  saved: () => TInput;
  /** Whether the values differ from the saved ones. */
  isDirty: () => boolean;
  /** What the form holds now counts as saved (a submit went through). */
  markSaved: () => void;
  /** The form now holds `values` as saved ones (after a save, or to start over). */
  resetTo: (values: TInput) => void;
  /** Puts back values typed earlier (a draft): the saved values stay what they were. */
  restore: (values: TInput) => void;
  /** Calls `listener` each time the form's values count as saved (markSaved, resetTo); returns the unsubscribe. */
  onSaved: (listener: () => void) => () => void;
  /** Moves the cursor to a field after the next paint (it may sit in a panel only now shown). */
  focusLater: (name: FieldPath<TInput>) => void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useSchemaForm<TInput extends FieldValues, TOutput = TInput>(options: SchemaFormOptions<TInput, TOutput>): SchemaForm<TInput, TOutput> {
  const say = useMessageText();
  // Read at the moment of use: callers pass new functions on every render.
  const latest = useLatest(options);
  const same = useCallback((a: TInput, b: TInput) => (latest.current.same ?? sameJson)(a, b), [latest]);
  const saved = useRef<TInput>(options.defaultValues);
  // The defaults of the first render, the same on the server and in the browser; never changed
  // afterwards (a select whose defaultValue changes would jump to it).
  const firstDefaults = useRef<TInput>(options.defaultValues);
  const savedListeners = useRef(new Set<() => void>());

  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema, { error: keyedErrors, ...options.schemaOptions }),
    defaultValues: options.defaultValues as DefaultValues<TInput>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { clearErrors, getValues, register, reset, setFocus, formState } = form;

  const announceSaved = useCallback(() => {
    for (const listener of savedListeners.current) listener();
  }, []);
  const markSaved = useCallback(() => {
    saved.current = getValues();
    announceSaved();
  }, [announceSaved, getValues]);
  const resetTo = useCallback(
    (values: TInput) => {
      saved.current = values;
      reset(values);
      announceSaved();
    },
    [announceSaved, reset],
  );
  // The saved values stay react-hook-form's defaults, so its own `isDirty` still says "changed".
  const restore = useCallback((values: TInput) => reset(values, { keepDefaultValues: true }), [reset]);
  const onSaved = useCallback((listener: () => void) => {
    savedListeners.current.add(listener);
    return () => void savedListeners.current.delete(listener);
  }, []);
  const isDirty = useCallback(() => !same(getValues(), saved.current), [getValues, same]);
  const savedValues = useCallback(() => saved.current, []);

  const focusLater = useCallback(
    (name: FieldPath<TInput>) => {
      requestAnimationFrame(() => {
        try {
          setFocus(name);
        } catch {
          // a field without a focusable element (a list, a switch): nothing to focus
        }
      });
    },
    [setFocus],
  );

  const field = useCallback(
    (name: FieldPath<TInput>) => {
      const registration = register(name, { onChange: () => clearErrors(name) });
      // Text and choices only: a checkbox's defaultValue would become its value.
      const initial: unknown = get(firstDefaults.current, name);
      return typeof initial === 'string' || typeof initial === 'number' ? { ...registration, defaultValue: initial } : registration;
    },
    [register, clearErrors],
  );

  const errors = formState.errors;
  const errorOf = (name: FieldPath<TInput>): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message === '') return undefined;
    const text = say(message);
    return options.fieldMessage ? options.fieldMessage(text) : text;
  };

  return {
    form,
    values: getValues,
    field,
    errorOf,
    say,
    same,
    saved: savedValues,
    isDirty,
    markSaved,
    resetTo,
    restore,
    onSaved,
    focusLater,
  };
}
