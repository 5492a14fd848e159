import { describe, expect, it } from 'vitest';
import { documentChecksFieldLabel, documentChecksFormPath, documentChecksFormValues, documentChecksFromDraft, emptyDocumentChecksForm, futureCheckIssues, tickedDay, toDocumentChecksInput } from './document-checks-form';

describe('the documents group of the plot and venture forms', () => {
  it('shows stored checks ticked with their days, and sends back what is ticked (a box unticked keeps its day but is not sent)', () => {
    const values = documentChecksFormValues({ checked: { saleDeed: '2026-11-01', encumbrance: '2026-11-02' }, encumbranceYears: 30, note: 'Nil.' });
    expect(values.kinds.saleDeed).toEqual({ ticked: true, day: '2026-11-01' });
    expect(values.kinds.rera).toEqual({ ticked: false, day: '' });
    expect(values.encumbranceYears).toBe('30');
    values.kinds.saleDeed.ticked = false;
    expect(toDocumentChecksInput(values)).toEqual({ checked: { encumbrance: '2026-11-02' }, encumbranceYears: 30, note: 'Nil.' });
  });

  it('reads the years as typed: blank is none, anything not a number is NaN for the schema to name, and none without the EC', () => {
    const values = emptyDocumentChecksForm();
    values.kinds.encumbrance = { ticked: true, day: '2026-11-02' };
    expect(toDocumentChecksInput({ ...values, encumbranceYears: ' ' }).encumbranceYears).toBeUndefined();
    expect(toDocumentChecksInput({ ...values, encumbranceYears: 'thirty' }).encumbranceYears).toBeNaN();
    expect(toDocumentChecksInput({ ...values, encumbranceYears: ' 30 ' }).encumbranceYears).toBe(30);
    expect(toDocumentChecksInput({ ...emptyDocumentChecksForm(), encumbranceYears: '30' }).encumbranceYears).toBeUndefined();
  });

  it('gives a box ticked for the first time today in Amaravati, and one ticked again its day', () => {
    // 20:00 UTC is already the next day in India.
    expect(tickedDay('', new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
    expect(tickedDay('2026-10-01', new Date('2026-11-26T20:00:00Z'))).toBe('2026-10-01');
  });

  it('names a day to come on its box, today being allowed', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    expect(futureCheckIssues({ checked: { saleDeed: '2026-11-27', rera: '2026-11-28' }, encumbranceYears: 0, note: '' }, now)).toEqual([
      { path: ['documents', 'kinds', 'rera', 'day'], message: 'documentCheckDayInFuture' },
    ]);
  });

  it("puts the server's messages on the group's inputs, and labels them for the banner", () => {
    expect(documentChecksFormPath('documents.checked.nala')).toBe('documents.kinds.nala.day');
    expect(documentChecksFormPath('documents.encumbranceYears')).toBe('documents.encumbranceYears');
    expect(documentChecksFormPath('documents.checked')).toBeNull();
    expect(documentChecksFormPath('documents.checked.giftDeed')).toBeNull();
    expect(documentChecksFieldLabel('documents.checked.nala')).toBe('NALA (land conversion) order: checked on');
    expect(documentChecksFieldLabel('documents.checked')).toBe('Documents we checked');
    expect(documentChecksFieldLabel('title')).toBeNull();
  });

  it('reads a draft back box by box, anything of the wrong shape being the saved value', () => {
    const saved = documentChecksFormValues({ checked: { rera: '2026-01-05' }, encumbranceYears: 0, note: 'Saved' });
    const draft = { kinds: { saleDeed: { ticked: true, day: '2026-11-01' }, rera: { ticked: 'yes', day: 5 }, giftDeed: { ticked: true, day: '' } }, encumbranceYears: 12, note: 'Typed' };
    const read = documentChecksFromDraft(draft, saved);
    expect(read.kinds.saleDeed).toEqual({ ticked: true, day: '2026-11-01' });
    expect(read.kinds.rera).toEqual({ ticked: true, day: '2026-01-05' });
    expect(read).not.toHaveProperty('kinds.giftDeed');
    expect(read.encumbranceYears).toBe('');
    expect(read.note).toBe('Typed');
    expect(documentChecksFromDraft('nonsense', saved)).toEqual(saved);
  });
});
