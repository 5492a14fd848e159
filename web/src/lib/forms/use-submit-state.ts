import { messageKey } from '@core/message-key';
import { useCallback, useState } from 'react';
import { get, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLatest } from '@/hooks/use-latest';
import { toast } from '@/lib/toast';
import { ApiError } from '../api-client';
import { applyServerErrors, failureText, type BannerLine } from './server-errors';
import type { SchemaForm } from './use-schema-form';

interface SubmitOptions<TInput extends FieldValues, TOutput, TResult> {
  /** Sends the valid values; throws (an ApiError) when the server says no. */
  submit: (values: TOutput) => Promise<TResult>;
  /** After a successful submit; the form counts as saved by then (its draft is gone, leaving asks nothing). */
  onSuccess?: (result: TResult, values: TOutput) => void;
  /** Said when a submit fails for a reason other than its fields. A 429 says the server's own words. */
  failureMessage: string | ((error: unknown) => string);
  /** Where failures are said: toasts (default), or a banner the form renders above its fields. */
  feedback?: 'toast' | 'banner';
  /** Said (toast) or headed (banner) when the server names fields; null: the fields speak for themselves. Default: fixFormErrors. */
  fieldErrorsMessage?: string | null | ((error: ApiError) => string | null);
  /** The toast of a submit the schema refused in the browser; null for none. Default: fixFormErrors. */
  invalidMessage?: string | null | ((errors: FieldErrors<TInput>) => string | null);
  /** The form's input for a server field path, or null when it has none. Default: the same path, if the form holds it. */
  fieldOf?: (serverPath: string) => FieldPath<TInput> | null;
  /** A banner line names the field: its label. Default: the server's path. */
  labelOf?: (serverPath: string) => string;
  /** Sees every failure first; returning true means it has said all there is to say. */
  onError?: (error: unknown) => boolean | void;
  /** How an error toast is raised (a toast id, a modal's own toaster). Default: one toast per text. */
  notify?: (text: string) => void;
}

export interface FormBannerState {
  message: string;
  fields: BannerLine[];
}

interface SubmitState {
  /** For `<form onSubmit>` (validates with the schema first). */
  onSubmit: (event?: { preventDefault?: () => void }) => Promise<void>;
  /** A submit is on its way. */
  submitting: boolean;
  /** What the last failure said, for a form with `feedback: 'banner'` (FormBanner shows it). */
  banner: FormBannerState | null;
}

const pick = <A, R>(option: R | ((arg: A) => R) | undefined, arg: A, fallback: R): R =>
  option === undefined ? fallback : typeof option === 'function' ? (option as (arg: A) => R)(arg) : option;

/**
 * Sending a form and saying how it went: the submit runs once the schema accepts the values; a
 * refused submit puts the server's field messages next to their inputs (`applyServerErrors`)
 * with the cursor in the first, and says the rest in a toast or in the form's banner. What was
 * typed always stays. A success marks the values saved before `onSuccess` runs.
 */
export function useSubmitState<TInput extends FieldValues, TOutput, TResult>(
  form: SchemaForm<TInput, TOutput>,
  options: SubmitOptions<TInput, TOutput, TResult>,
): SubmitState {
  // Read at the moment of use: callers pass new functions on every render.
  const latest = useLatest(options);
  const [banner, setBanner] = useState<FormBannerState | null>(null);
  const { say, markSaved, focusLater, saved } = form;
  const { handleSubmit, setError, formState } = form.form;

  const notify = useCallback(
    (message: string) => {
      const text = say(message);
      const custom = latest.current.notify;
      if (custom) custom(text);
      // One toast per text: pressing the button again does not stack copies.
      else toast.error(text, { id: text });
    },
    [latest, say],
  );

  const onFailure = useCallback(
    (error: unknown) => {
      const current = latest.current;
      if (current.onError?.(error) === true) return;
      const fieldOf = current.fieldOf ?? ((path: string) => (get(saved(), path) !== undefined ? (path as FieldPath<TInput>) : null));
      const { shown, all, unshown } = applyServerErrors(error, fieldOf, (path, message) => setError(path, { type: 'server', message }));
      if (shown[0]) focusLater(shown[0]);
      const inBanner = current.feedback === 'banner';
      if (error instanceof ApiError && all.length > 0 && (shown.length > 0 || inBanner)) {
        const heading = pick(current.fieldErrorsMessage, error, messageKey('fixFormErrors'));
        if (inBanner) {
          const labelOf = current.labelOf ?? ((path: string) => path);
          setBanner({
            message: say(heading ?? messageKey('fixFormErrors')),
            fields: all.map(({ serverPath, message }) => ({ label: labelOf(serverPath), message: say(message) })),
          });
        } else if (heading) notify(heading);
        return;
      }
      // A field the form has no input for (the plot asked about is no longer listed): its own words, not a vague failure.
      if (!inBanner && unshown[0]) {
        notify(unshown[0].message);
        return;
      }
      const message = failureText(error, current.failureMessage);
      if (inBanner) setBanner({ message: say(message), fields: [] });
      else notify(message);
    },
    [focusLater, latest, notify, say, saved, setError],
  );

  const onInvalid = useCallback(
    (errors: FieldErrors<TInput>) => {
      const text = pick(latest.current.invalidMessage, errors, messageKey('fixFormErrors'));
      if (text) notify(text);
    },
    [latest, notify],
  );

  const onValid = useCallback(
    async (values: TOutput) => {
      let result: TResult;
      try {
        result = await latest.current.submit(values);
      } catch (error) {
        onFailure(error);
        return;
      }
      markSaved();
      latest.current.onSuccess?.(result, values);
    },
    [latest, markSaved, onFailure],
  );

  const onSubmit = useCallback(
    (event?: { preventDefault?: () => void }) => {
      setBanner(null);
      return handleSubmit(onValid, onInvalid)(event as Parameters<ReturnType<typeof handleSubmit>>[0]);
    },
    [handleSubmit, onInvalid, onValid],
  );

  return { onSubmit, submitting: formState.isSubmitting, banner };
}
