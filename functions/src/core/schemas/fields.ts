import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../constants';
import { PLOT_NUMBER_PATTERN } from '../venture-constants';
import { messageKey } from '../message-key';

/** Field rules shared by several forms, with the exact messages of docs/product.md §5. */

export const nameField = z
  .string({ error: messageKey('nameRequired') })
  .trim()
  .min(1, messageKey('nameRequired'))
  .min(2, messageKey('nameTooShort'))
  .max(MAX_NAME_LENGTH, messageKey('nameTooLong'));

/** 10 digits starting with 6-9. Spaces and dashes are forgiven, as is a +91 / 0 prefix. */
export const phoneField = z
  .string({ error: messageKey('phoneRequired') })
  .trim()
  .min(1, messageKey('phoneRequired'))
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, messageKey('phoneInvalid')));

export const emailField = z
  .string({ error: messageKey('emailRequired') })
  .trim()
  .min(1, messageKey('emailRequired'))
  .max(MAX_EMAIL_LENGTH, messageKey('emailInvalid'))
  .pipe(z.email(messageKey('emailInvalid')))
  .transform((value) => value.toLowerCase());

/** A honeypot: real people never fill it. Accepted by the schema so a bot sees a normal success. */
export const honeypotField = z.string().max(500).optional();

/** Query-string number that is ignored (undefined) when blank or not a number (docs/product.md §5 search rules). */
export const lenientNumber = z.preprocess((value) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}, z.number().optional());

/**
 * The Telugu version of a stored text (`titleTe` beside `title`): optional, trimmed, at most as long
 * as its English twin. Without `.default('')`, so a patch schema can leave it out; the input schemas
 * add the default, and a record stored before the field existed reads back with ''.
 */
export function teluguText(max: number) {
  return z.string().trim().max(max, messageKey('textTooLong', { max }));
}

export const isoDate = z.string();

/** What the store adds to every record it keeps: its id, when it was created and last edited. */
export const storedFields = {
  id: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
};

/** A plot's number inside its venture as typed: '27', 'A-14' (letters, digits, '-' and '/'), or '' for none. */
export const plotNumberField = z
  .string()
  .trim()
  .max(12, messageKey('plotNumberFormat'))
  .refine((value) => value === '' || PLOT_NUMBER_PATTERN.test(value), messageKey('plotNumberFormat'));
