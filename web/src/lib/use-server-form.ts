import { zodResolver } from '@hookform/resolvers/zod';
import { messageKey } from '@core/message-key';
import { keyedErrors } from '@core/schemas/message-keys';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useBlocker } from 'react-router-dom';
import type { z } from 'zod';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useMessageText } from '@/i18n/message-text';
import { ApiError } from './api-client';
import { clearDraft, draftFromStored, readDraft, writeDraft } from './form-draft';
import { failureText, serverFieldMessages, type BannerLine } from './server-form-errors';

/**
 * The one form hook of the SPA. Every form states its rules once, in the core zod schema the
 * server validates with, so the browser and the server say the same thing in the same words:
 *
 * - react-hook-form with `zodResolver` on that schema, validated on submit;
 * - editing a field clears its error (the next submit validates again);
 * - optionally a draft in sessionStorage, restored when the form opens and dropped once saved;
 * - the server's 422 `fields` next to the inputs, its `message` (or the form's failure text) in a
 *   toast or in the form's banner; what was typed always stays;
 * - optionally an unsaved-changes guard: in-app navigation asks first, closing the tab gets the
 *   browser's own prompt;
 * - every message it shows (the schema's, the server's, its own) in the page's language: the
 *   core's messages have Telugu versions (i18n/message-text.ts).
 */

export interface LeaveGuardTexts {
  message: string;
  title: string;
  confirmLabel: string;
}

export interface ServerFormOptions<TInput extends FieldValues, TOutput, TResult> {
  /** The core schema: what the form holds (input) → what is sent (output). */
  schema: z.ZodType<TOutput, TInput>;
  /** Passed to the schema's parse: e.g. plain words for rules the schema states without a message. */
  schemaOptions?: Parameters<typeof zodResolver>[1];
  /** What the form holds when there is no draft: the saved record, or the empty form. */
  defaultValues: TInput;
  /** Keep what is typed in sessionStorage under `key`; `read` turns a stored draft back into values. */
  draft?: { key: string; read?: (stored: unknown, defaults: TInput) => TInput };
  /** Ask before leaving with unsaved changes (router blocker + beforeunload). */
  guard?: LeaveGuardTexts;
  /** Sends the valid values; throws (an ApiError) when the server says no. */
  submit: (values: TOutput) => Promise<TResult>;
  /** After a successful submit; the draft is gone and the form counts as saved by then. */
  onSuccess?: (result: TResult, values: TOutput) => void;
  /** Said when a submit fails for a reason other than its fields. A 429 says the server's own words. */
  failureMessage: string | ((error: unknown) => string);
  /** Said (toast) or headed (banner) when the server names fields; null: the fields speak for themselves. */
  fieldErrorsMessage?: string | null | ((error: ApiError) => string | null);
  /** The toast of a submit the schema refused in the browser; null for none. */
  invalidMessage?: string | null | ((errors: FieldErrors<TInput>) => string | null);
  /** The form's input for a server field path, or null when it has none. Default: the same path, if the form holds it. */
  fieldOf?: (serverPath: string) => FieldPath<TInput> | null;
  /** Banner lines name the field: its label. */
  labelOf?: (serverPath: string) => string;
  /** Where failures are said: toasts (default), or a banner the form renders above its fields. */
  feedback?: 'toast' | 'banner';
  /** How error toasts are raised (a modal has its own toaster). Default: one toast per text, or per `toastId`. */
  notify?: (message: string) => void;
  toastId?: string;
  /** Sees every failure first; returning true means it has said all there is to say. */
  onError?: (error: unknown) => boolean | void;
  /** The session is gone (401): the admin pages send the user to sign in. */
  onUnauthorized?: () => void;
  /** How a field shows a message (the plot form shows 'This field is required' for the long required-fields sentence). */
  fieldMessage?: (message: string) => string;
  /** Whether two states of the form hold the same values (draft and guard). Default: same JSON. */
  same?: (a: TInput, b: TInput) => boolean;
}

export interface ServerFormBanner {
  message: string;
  fields: BannerLine[];
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
  /** The message to show next to a field, if any. */
  errorOf: (name: FieldPath<TInput>) => string | undefined;
}

export interface ServerForm<TInput extends FieldValues, TOutput = TInput> extends FormBinding<TInput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** For `<form onSubmit>`. */
  onSubmit: (event?: { preventDefault?: () => void }) => Promise<void>;
  isSubmitting: boolean;
  banner: ServerFormBanner | null;
  /** A draft was restored when the form opened (and has not been discarded). */
  restored: boolean;
  /** Whether the values differ from the saved ones. */
  isDirty: () => boolean;
  /** The form now holds `values` as saved ones (after a save, or to start over). */
  resetTo: (values: TInput) => void;
  /** Drops the draft and goes back to the saved values. */
  discardDraft: () => void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useServerForm<TInput extends FieldValues, TOutput = TInput, TResult = unknown>(
  options: ServerFormOptions<TInput, TOutput, TResult>,
): ServerForm<TInput, TOutput> {
  // Callbacks change every render; the handlers read the latest ones.
  const latest = useRef(options);
  latest.current = options;
  const translate = useMessageText();
  const words = useRef(translate);
  words.current = translate;
  const same = useCallback((a: TInput, b: TInput) => (latest.current.same ?? sameJson)(a, b), []);

  const draftKey = options.draft?.key;
  const [start] = useState(() => {
    const { draft, defaultValues } = options;
    const stored = draft ? readDraft(draft.key, (raw) => (draft.read ?? draftFromStored)(raw, defaultValues)) : null;
    const restored = stored !== null && !same(stored, defaultValues);
    return { values: restored ? stored : defaultValues, restored };
  });
  const saved = useRef<TInput>(options.defaultValues);
  // The defaults of the first render, the same on the server and in the browser; never changed
  // afterwards (a select whose defaultValue changes would jump to it).
  const firstDefaults = useRef<TInput>(options.defaultValues);
  const [restored, setRestored] = useState(start.restored);
  const [banner, setBanner] = useState<ServerFormBanner | null>(null);

  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema, { error: keyedErrors, ...options.schemaOptions }),
    defaultValues: start.values as DefaultValues<TInput>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { clearErrors, getValues, register, reset, setError, setFocus, watch, formState } = form;

  // Every change goes to the draft; back to the saved values means no draft.
  useEffect(() => {
    if (!draftKey) return;
    const subscription = watch((values) => {
      if (same(values as TInput, saved.current)) clearDraft(draftKey);
      else writeDraft(draftKey, values);
    });
    return () => subscription.unsubscribe();
  }, [draftKey, watch, same]);

  const isDirty = useCallback(() => !same(getValues(), saved.current), [getValues, same]);
  const leaving = useRef(false);
  // Whether the form asks for a guard is fixed for its lifetime, so the same hooks run on every render.
  const [useGuard] = useState(() => (options.guard ? useLeaveGuard : useNoLeaveGuard));
  useGuard(options.guard, () => !leaving.current && isDirty());

  const resetTo = useCallback(
    (values: TInput) => {
      saved.current = values;
      reset(values);
      if (draftKey) clearDraft(draftKey);
      setRestored(false);
    },
    [reset, draftKey],
  );

  const discardDraft = useCallback(() => resetTo(saved.current), [resetTo]);

  const notify = useCallback((message: string) => {
    const { notify: custom, toastId } = latest.current;
    const text = words.current(message);
    if (custom) custom(text);
    // One toast per text (or per form): pressing the button again does not stack copies.
    else toast.error(text, { id: toastId ?? text });
  }, []);

  const focusLater = useCallback(
    (name: FieldPath<TInput>) => {
      // After the next paint: the field may sit in a panel or dialog that is only now shown.
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

  const onServerError = useCallback(
    (error: unknown) => {
      const current = latest.current;
      if (current.onError?.(error) === true) return;
      if (error instanceof ApiError && error.status === 401) current.onUnauthorized?.();
      const defaults = current.defaultValues;
      const fieldOf =
        current.fieldOf ?? ((path: string) => (get(defaults, path) !== undefined ? (path as FieldPath<TInput>) : null));
      const { shown, all } = serverFieldMessages(error, fieldOf);
      for (const { path, message } of shown) setError(path, { type: 'server', message });
      const say = words.current;
      if (shown[0]) focusLater(shown[0].path);
      const banner = current.feedback === 'banner';
      if (error instanceof ApiError && all.length > 0 && (shown.length > 0 || banner)) {
        const heading = current.fieldErrorsMessage;
        const text = typeof heading === 'function' ? heading(error) : heading === undefined ? messageKey('fixFormErrors') : heading;
        if (banner) {
          const labelOf = current.labelOf ?? ((path: string) => path);
          setBanner({ message: say(text ?? messageKey('fixFormErrors')), fields: all.map(({ serverPath, message }) => ({ label: labelOf(serverPath), message: say(message) })) });
        } else if (text) notify(text);
        return;
      }
      const message = failureText(error, current.failureMessage);
      if (banner) setBanner({ message: say(message), fields: [] });
      else notify(message);
    },
    [focusLater, notify, setError],
  );

  const onInvalid = useCallback(
    (errors: FieldErrors<TInput>) => {
      const { invalidMessage } = latest.current;
      const text = typeof invalidMessage === 'function' ? invalidMessage(errors) : invalidMessage === undefined ? messageKey('fixFormErrors') : invalidMessage;
      if (text) notify(text);
    },
    [notify],
  );

  const onValid = useCallback(
    async (values: TOutput) => {
      let result: TResult;
      try {
        result = await latest.current.submit(values);
      } catch (error) {
        onServerError(error);
        return;
      }
      // Saved: what the form holds is the saved state now; leaving needs no question.
      saved.current = getValues();
      if (draftKey) clearDraft(draftKey);
      setRestored(false);
      leaving.current = true;
      try {
        latest.current.onSuccess?.(result, values);
      } finally {
        leaving.current = false;
      }
    },
    [draftKey, getValues, onServerError],
  );

  const handleSubmit = form.handleSubmit;
  const onSubmit = useCallback(
    (event?: { preventDefault?: () => void }) => {
      setBanner(null);
      return handleSubmit(onValid, onInvalid)(event as Parameters<ReturnType<typeof handleSubmit>>[0]);
    },
    [handleSubmit, onInvalid, onValid],
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
    const text = translate(message);
    return options.fieldMessage ? options.fieldMessage(text) : text;
  };

  return { form, values: getValues, field, errorOf, onSubmit, isSubmitting: formState.isSubmitting, banner, restored, isDirty, resetTo, discardDraft };
}

/**
 * In-app navigation with unsaved changes asks first (the app's confirm dialog); closing or
 * reloading the tab gets the browser's own prompt. `shouldBlock` is read at the moment of leaving.
 */
function useLeaveGuard(texts: LeaveGuardTexts | undefined, shouldBlock: () => boolean): void {
  const confirm = useConfirm();
  const check = useRef(shouldBlock);
  check.current = shouldBlock;
  const words = useRef(texts);
  words.current = texts;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && check.current(),
  );
  useEffect(() => {
    const asked = words.current;
    if (blocker.state !== 'blocked' || !asked) return;
    let active = true;
    void confirm(asked.message, { title: asked.title, confirmLabel: asked.confirmLabel }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm]);
}

function useNoLeaveGuard(): void {}
