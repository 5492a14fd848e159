import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_NOTE_MAX, ENCUMBRANCE_YEARS_MAX, noDocumentChecks, type DocumentChecks } from '../document-checks';
import { messageKey } from '../message-key';

const yearsMessage = messageKey('encumbranceYearsInvalid', { max: ENCUMBRANCE_YEARS_MAX });

/**
 * "Documents we checked" as an admin writes them, on a plot (`documents` of plotInputSchema) and
 * on a venture: each kind ticked with the day it was checked (an unknown kind is refused), the
 * years the encumbrance certificate covers (a whole number from 1 to 100 when it is ticked; 0
 * otherwise, whatever was typed) and a note. A day still to come is refused by whoever knows
 * today: the services, and the forms (`checksInFuture`, core/document-checks.ts), as a past
 * price's day is.
 */
export const documentChecksSchema = z
  .object({
    checked: z
      .partialRecord(z.enum(DOCUMENT_KINDS), z.iso.date(messageKey('documentCheckDayInvalid')), {
        // zod types a record's issues as invalid_type or invalid_key; a key outside the enum comes as unrecognized_keys.
        error: (issue) => ((issue as { code: string }).code === 'unrecognized_keys' ? messageKey('documentKindUnknown') : undefined),
      })
      .default({}),
    encumbranceYears: z.number({ error: yearsMessage }).int(yearsMessage).min(0, yearsMessage).max(ENCUMBRANCE_YEARS_MAX, yearsMessage).default(0),
    note: z.string().trim().max(DOCUMENT_NOTE_MAX).default(''),
  })
  .superRefine((checks, context) => {
    // 0 (or none) while the EC is ticked; any other wrong number has its issue already.
    if (checks.checked.encumbrance && checks.encumbranceYears === 0) context.addIssue({ code: 'custom', path: ['encumbranceYears'], message: yearsMessage });
  })
  .transform(
    (checks): DocumentChecks => ({
      // Stored in the kinds' own order, whatever order they came in.
      checked: Object.fromEntries(DOCUMENT_KINDS.flatMap((kind) => (checks.checked[kind] ? [[kind, checks.checked[kind]]] : []))),
      encumbranceYears: checks.checked.encumbrance ? checks.encumbranceYears : 0,
      note: checks.note,
    }),
  );
export type DocumentChecksInput = z.input<typeof documentChecksSchema>;

/** The field of a plot or a venture: none until an admin ticks one, so an older record reads with none. */
export const documentChecksField = documentChecksSchema.default(noDocumentChecks);
