import type { z } from 'zod';
import { messageKey, type MessageRef } from '../message-key';

/**
 * The message key of a rule that states none of its own (`z.string().max(60)`): every schema is
 * parsed with this as its error map (`{ error: keyedErrors }`: the server's validation in
 * http/validate.ts, the forms' resolver in the web app), so every issue a visitor or an admin can
 * meet names a key that the dictionaries translate, never zod's own English. A rule's own message
 * (`.min(1, messageKey('nameRequired'))`) wins over this map.
 */
export const keyedErrors: z.core.$ZodErrorMap = (issue): MessageRef => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? messageKey('required') : messageKey('valueInvalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? messageKey('required') : messageKey('textTooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return messageKey('tooFewItems', { min });
      return messageKey('numberTooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return messageKey('textTooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return messageKey('tooManyItems', { max });
      return messageKey('numberTooLarge', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return messageKey('emailInvalid');
      if (issue.format === 'url') return messageKey('urlInvalid');
      if (issue.format === 'date') return messageKey('dateInvalid');
      return messageKey('formatInvalid');
    case 'invalid_value':
      return messageKey('chooseFromList');
    case 'unrecognized_keys':
      return messageKey('unknownFields', { fields: issue.keys.join(', ') });
    default:
      return messageKey('valueInvalid');
  }
};
