import { describe, expect, it } from 'vitest';
import { noDocumentChecks } from '../document-checks';
import { messageKey } from '../message-key';
import { keyedErrors } from './message-keys';
import { documentChecksSchema } from './document-checks';
import { plotInputSchema } from './plot';
import { ventureInputSchema } from './venture';

/** Each issue as [path, message key], as the server and the forms read them. */
function issuesOf(input: unknown): [string, string][] {
  const result = documentChecksSchema.safeParse(input, { error: keyedErrors });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const years = messageKey('encumbranceYearsInvalid', { max: 100 });

describe('documentChecksSchema', () => {
  it("takes kinds with their days, in the kinds' order, the EC's years and a trimmed note", () => {
    expect(documentChecksSchema.parse({ checked: { taxReceipts: '2026-11-03', encumbrance: '2026-11-02', saleDeed: '2026-11-01' }, encumbranceYears: 30, note: '  Nil encumbrance.  ' })).toEqual({
      checked: { saleDeed: '2026-11-01', encumbrance: '2026-11-02', taxReceipts: '2026-11-03' },
      encumbranceYears: 30,
      note: 'Nil encumbrance.',
    });
    expect(Object.keys(documentChecksSchema.parse({ checked: { taxReceipts: '2026-11-03', saleDeed: '2026-11-01' } }).checked)).toEqual(['saleDeed', 'taxReceipts']);
  });

  it('needs the EC years, a whole number from 1 to 100, only while the EC is ticked (else they are 0)', () => {
    const ec = { checked: { encumbrance: '2026-11-02' } };
    for (const bad of [0, -1, 101, 2.5, '30']) expect(issuesOf({ ...ec, encumbranceYears: bad })).toEqual([['encumbranceYears', years]]);
    expect(issuesOf(ec)).toEqual([['encumbranceYears', years]]);
    expect(documentChecksSchema.parse({ ...ec, encumbranceYears: 100 }).encumbranceYears).toBe(100);
    expect(documentChecksSchema.parse({ checked: { saleDeed: '2026-11-01' }, encumbranceYears: 30 }).encumbranceYears).toBe(0);
    expect(issuesOf({ checked: {}, encumbranceYears: 101 })).toEqual([['encumbranceYears', years]]);
  });

  it('refuses a kind it does not know, a day that is not one, and a note over 1,000 characters', () => {
    expect(issuesOf({ checked: { saleDeed: '2026-11-01', giftDeed: '2026-11-01' } })).toEqual([['checked', messageKey('documentKindUnknown')]]);
    expect(issuesOf({ checked: { saleDeed: '01/11/2026' } })).toEqual([['checked.saleDeed', messageKey('documentCheckDayInvalid')]]);
    expect(issuesOf({ checked: { saleDeed: true } })).toEqual([['checked.saleDeed', messageKey('documentCheckDayInvalid')]]);
    expect(issuesOf({ note: 'x'.repeat(1001) })).toEqual([['note', messageKey('textTooLong', { max: 1000 })]]);
  });

  it('is none on a plot or a venture that does not say (one saved before the checks)', () => {
    const plot = plotInputSchema.parse({ title: 'Plot', location: 'Thullur', type: 'Residential', category: 'residential', pricePerSqYard: 1, area: 9, roadWidth: 9, roadFacing: 'East' });
    expect(plot.documents).toEqual(noDocumentChecks());
    expect(ventureInputSchema.parse({ name: 'Green Meadows', regionId: 'r1' }).documents).toEqual(noDocumentChecks());
  });
});
