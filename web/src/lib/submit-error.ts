import { MESSAGES } from '@core/messages';
import toast from 'react-hot-toast';
import { ApiError } from './api-client';

/**
 * What a public form shows when the server says no. 422: the server's message for each field
 * goes next to that field; 429: the server's own words; anything else: the form's failure text.
 * The values typed stay in the form in every case.
 */
export function showSubmitError(
  error: unknown,
  options: {
    failureMessage: string;
    fieldNames: readonly string[];
    setFieldError: (name: string, message: string) => void;
  },
): void {
  if (error instanceof ApiError) {
    if (error.status === 422) {
      const known = Object.entries(error.fields).filter(([name]) => options.fieldNames.includes(name));
      for (const [name, message] of known) options.setFieldError(name, message);
      if (known.length > 0) {
        toast.error(MESSAGES.fixFormErrors, { id: MESSAGES.fixFormErrors });
        return;
      }
    }
    if (error.status === 429) {
      toast.error(error.message || MESSAGES.tooManyRequests, { id: 'rate-limited' });
      return;
    }
  }
  // One toast per text: pressing the button again does not stack copies of the same message.
  toast.error(options.failureMessage, { id: options.failureMessage });
}
