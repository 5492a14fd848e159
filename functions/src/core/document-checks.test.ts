import { describe, expect, it } from 'vitest';
import { checkedDocuments, checksInFuture, documentsVerified, hasDocumentChecks, noDocumentChecks, plotDocumentChecks, storedDocumentChecks, type DocumentChecks } from './document-checks';

const day = '2026-11-01';
const checks = (checked: DocumentChecks['checked'], extra: Partial<DocumentChecks> = {}): DocumentChecks => ({ ...noDocumentChecks(), checked, ...extra });

describe('documentsVerified', () => {
  it('is the four title papers checked: sale deed, link documents, EC and passbook', () => {
    expect(documentsVerified(checks({ saleDeed: day, linkDocuments: day, encumbrance: day, passbook: day }, { encumbranceYears: 30 }))).toBe(true);
    // Every other kind checked, one title paper missing: not verified.
    expect(documentsVerified(checks({ saleDeed: day, linkDocuments: day, encumbrance: day, layoutApproval: day, rera: day, nala: day, not22A: day, taxReceipts: day }))).toBe(false);
    expect(documentsVerified(noDocumentChecks())).toBe(false);
  });
});

describe('checkedDocuments, hasDocumentChecks, checksInFuture', () => {
  it("lists the kinds checked in the kinds' own order, whatever order they were written in", () => {
    expect(checkedDocuments(checks({ taxReceipts: '2026-01-03', saleDeed: '2026-01-01', rera: '2026-01-02' }))).toEqual([
      { kind: 'saleDeed', day: '2026-01-01' },
      { kind: 'rera', day: '2026-01-02' },
      { kind: 'taxReceipts', day: '2026-01-03' },
    ]);
  });

  it('has something to show with a kind checked or a note', () => {
    expect(hasDocumentChecks(noDocumentChecks())).toBe(false);
    expect(hasDocumentChecks(checks({}, { note: 'Ask us' }))).toBe(true);
    expect(hasDocumentChecks(checks({ nala: day }))).toBe(true);
  });

  it('names the kinds checked on a day after today, today itself allowed', () => {
    expect(checksInFuture(checks({ saleDeed: '2026-11-27', encumbrance: '2026-11-28', rera: '2027-01-01' }), '2026-11-27')).toEqual(['encumbrance', 'rera']);
    expect(checksInFuture(checks({ saleDeed: '2026-11-27' }), '2026-11-27')).toEqual([]);
  });
});

describe('plotDocumentChecks', () => {
  const venture = checks({ layoutApproval: '2026-09-01', rera: '2026-09-02', encumbrance: '2026-09-03' }, { encumbranceYears: 13, note: 'Layout papers seen.' });

  it("is the plot's own checks when it has no venture", () => {
    const plot = checks({ saleDeed: day });
    expect(plotDocumentChecks(plot, null)).toBe(plot);
  });

  it("adds the venture's checks for the kinds the plot has not checked, the plot's own winning, in the kinds' order", () => {
    const plot = checks({ saleDeed: day, rera: '2026-10-10' });
    expect(plotDocumentChecks(plot, venture)).toEqual({
      checked: { saleDeed: day, encumbrance: '2026-09-03', layoutApproval: '2026-09-01', rera: '2026-10-10' },
      encumbranceYears: 13,
      note: 'Layout papers seen.',
    });
  });

  it("keeps the EC's years with the EC shown, and the plot's own note first", () => {
    const plot = checks({ encumbrance: day }, { encumbranceYears: 30, note: 'EC nil since 1996.' });
    expect(plotDocumentChecks(plot, venture)).toMatchObject({ checked: { encumbrance: day }, encumbranceYears: 30, note: 'EC nil since 1996.' });
    expect(plotDocumentChecks(noDocumentChecks(), checks({ rera: day }))).toEqual(checks({ rera: day }));
  });
});

describe('storedDocumentChecks', () => {
  it('reads none from what an older version stored (nothing, null, a string)', () => {
    for (const value of [undefined, null, 'checks', [], 5]) expect(storedDocumentChecks(value)).toEqual(noDocumentChecks());
  });

  it('keeps the known kinds with a day, years only with the EC, and a text note', () => {
    expect(
      storedDocumentChecks({ checked: { saleDeed: day, deedOfGift: day, nala: 'soon', encumbrance: day }, encumbranceYears: 30, note: 'Fine' }),
    ).toEqual({ checked: { saleDeed: day, encumbrance: day }, encumbranceYears: 30, note: 'Fine' });
    expect(storedDocumentChecks({ checked: { saleDeed: day }, encumbranceYears: 30, note: 7 })).toEqual({ checked: { saleDeed: day }, encumbranceYears: 0, note: '' });
    expect(storedDocumentChecks({ checked: { encumbrance: day }, encumbranceYears: 2.5 }).encumbranceYears).toBe(0);
  });
});
