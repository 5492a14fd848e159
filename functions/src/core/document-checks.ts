/**
 * "Documents we checked" (docs/product.md §2.14a, §3): what the brokerage has verified of a plot's
 * or a venture's papers, and on which day — never the documents themselves. The kinds, their
 * English names (the back office; the plot page's English), and the rules every side shares: which
 * checks make a plot "documents verified" in the search, a plot's own checks over its venture's, a
 * day still to come. No zod here: the plot page and its cards read these (the schema is
 * core/schemas/document-checks.ts).
 */
export const DOCUMENT_KINDS = ['saleDeed', 'linkDocuments', 'encumbrance', 'passbook', 'layoutApproval', 'rera', 'nala', 'not22A', 'taxReceipts'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS = {
  saleDeed: 'Sale deed',
  linkDocuments: 'Link documents (the earlier sale deeds)',
  encumbrance: 'Encumbrance certificate (EC)',
  passbook: 'Pattadar passbook / 1-B / adangal',
  layoutApproval: 'Layout approval copy',
  rera: 'AP RERA registration',
  nala: 'NALA (land conversion) order',
  not22A: 'Not on the 22-A prohibited list',
  taxReceipts: 'Tax receipts',
} as const satisfies Record<DocumentKind, string>;

/** The most years an encumbrance certificate may be said to cover (the design's bound: 1–100). */
export const ENCUMBRANCE_YEARS_MAX = 100;
/** The longest note an admin may write beside the checks. */
export const DOCUMENT_NOTE_MAX = 1000;

export interface DocumentChecks {
  /** Each kind checked, with the day (YYYY-MM-DD, India) it was; a kind not checked is absent. In DOCUMENT_KINDS' order. */
  checked: Partial<Record<DocumentKind, string>>;
  /** How many years the encumbrance certificate covers: 1–100 when it is checked, else 0. */
  encumbranceYears: number;
  /** What the admin adds ('EC from 1995 to 2025, nil encumbrance'); '' for nothing. */
  note: string;
}

/** No checks: what a plot or venture has until an admin ticks one (and what one stored before them reads as). */
export function noDocumentChecks(): DocumentChecks {
  return { checked: {}, encumbranceYears: 0, note: '' };
}

/**
 * The plot's own title papers: with all four checked a plot is "documents verified", the search's
 * filter (`documents=verified`). A venture's checks do not count for it: they are the layout's.
 */
export const TITLE_DOCUMENT_KINDS = ['saleDeed', 'linkDocuments', 'encumbrance', 'passbook'] as const satisfies readonly DocumentKind[];

export function documentsVerified(checks: DocumentChecks): boolean {
  return TITLE_DOCUMENT_KINDS.every((kind) => Boolean(checks.checked[kind]));
}

/** The kinds checked, in DOCUMENT_KINDS' order, each with its day. */
export function checkedDocuments(checks: DocumentChecks): { kind: DocumentKind; day: string }[] {
  return DOCUMENT_KINDS.flatMap((kind) => {
    const day = checks.checked[kind];
    return day ? [{ kind, day }] : [];
  });
}

/** Whether there is anything to show: a kind checked or a note. */
export function hasDocumentChecks(checks: DocumentChecks): boolean {
  return checkedDocuments(checks).length > 0 || checks.note !== '';
}

/** The kinds checked on a day after `today` (YYYY-MM-DD, India): a check cannot be dated ahead. */
export function checksInFuture(checks: DocumentChecks, today: string): DocumentKind[] {
  return checkedDocuments(checks)
    .filter(({ day }) => day > today)
    .map(({ kind }) => kind);
}

/**
 * What a plot of a venture shows: its own checks, and the venture's for each kind it has not
 * checked itself (as core/plot-approvals.ts merges approvals). The EC's years go with whichever
 * check of the EC is shown; the plot's own note, else the venture's.
 */
export function plotDocumentChecks(plot: DocumentChecks, venture: DocumentChecks | null): DocumentChecks {
  if (!venture) return plot;
  const checked: DocumentChecks['checked'] = {};
  for (const kind of DOCUMENT_KINDS) {
    const day = plot.checked[kind] || venture.checked[kind];
    if (day) checked[kind] = day;
  }
  const encumbranceYears = plot.checked.encumbrance ? plot.encumbranceYears : venture.checked.encumbrance ? venture.encumbranceYears : 0;
  return { checked, encumbranceYears, note: plot.note || venture.note };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks as a store holds them, read leniently: a value from before them (none, null) is no
 * checks, an unknown kind or a day that is not one is left out, odd years read as 0 — one bad
 * record never breaks a list.
 */
export function storedDocumentChecks(value: unknown): DocumentChecks {
  const record = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const stored = record.checked !== null && typeof record.checked === 'object' ? (record.checked as Record<string, unknown>) : {};
  const checked: DocumentChecks['checked'] = {};
  for (const kind of DOCUMENT_KINDS) {
    const day = stored[kind];
    if (typeof day === 'string' && DAY.test(day)) checked[kind] = day;
  }
  const years = record.encumbranceYears;
  const encumbranceYears = checked.encumbrance && typeof years === 'number' && Number.isInteger(years) && years >= 1 && years <= ENCUMBRANCE_YEARS_MAX ? years : 0;
  return { checked, encumbranceYears, note: typeof record.note === 'string' ? record.note : '' };
}
