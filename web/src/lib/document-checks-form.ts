import { siteDay } from '@core/dates';
import { checksInFuture, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentChecks, type DocumentKind } from '@core/document-checks';
import { messageKey } from '@core/message-key';
import type { DocumentChecksInput } from '@core/schemas/document-checks';

/**
 * "Documents we checked" as the plot form and the venture form hold them: a box per kind with the
 * day it was checked (kept while the box is unticked, so ticking it again brings the day back),
 * the EC's years as typed and the note. One conversion each way to the core's `documents`, and the
 * places of their messages on the form's inputs; both forms put this group under `documents`.
 */
export interface DocumentChecksFormValues {
  kinds: Record<DocumentKind, { ticked: boolean; day: string }>;
  encumbranceYears: string;
  note: string;
}

/** Nothing ticked: a new plot or venture. */
export function emptyDocumentChecksForm(): DocumentChecksFormValues {
  return {
    kinds: Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, { ticked: false, day: '' }])) as DocumentChecksFormValues['kinds'],
    encumbranceYears: '',
    note: '',
  };
}

/** Stored checks as the form shows them (an EC without years shows an empty box). */
export function documentChecksFormValues(checks: DocumentChecks): DocumentChecksFormValues {
  const values = emptyDocumentChecksForm();
  for (const kind of DOCUMENT_KINDS) {
    const day = checks.checked[kind];
    if (day) values.kinds[kind] = { ticked: true, day };
  }
  return { ...values, encumbranceYears: checks.encumbranceYears > 0 ? String(checks.encumbranceYears) : '', note: checks.note };
}

/** The years as typed ('30', ' 30 ') as a number; undefined for a blank, NaN for anything else (the schema names both). */
function typedYears(text: string): number | undefined {
  const cleaned = text.trim();
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** What the core's documentChecksSchema parses: the ticked kinds with their days (a blank day is the schema's to name). */
export function toDocumentChecksInput(values: DocumentChecksFormValues): DocumentChecksInput {
  const checked: Record<string, string> = {};
  for (const kind of DOCUMENT_KINDS) if (values.kinds[kind].ticked) checked[kind] = values.kinds[kind].day.trim();
  return { checked, encumbranceYears: values.kinds.encumbrance.ticked ? typedYears(values.encumbranceYears) : undefined, note: values.note };
}

/** The day a box gets when it is ticked with none yet: today in Amaravati. */
export function tickedDay(current: string, now: Date = new Date()): string {
  return current || siteDay(now);
}

/**
 * The form's input for a path the core schema or the server names under `documents`
 * ('documents.checked.saleDeed' → that kind's day box); null for none (an unknown kind, which the
 * form cannot send, goes to the banner).
 */
export function documentChecksFormPath(serverPath: string): string | null {
  const kind = /^documents\.checked\.(\w+)$/.exec(serverPath)?.[1];
  if (kind) return (DOCUMENT_KINDS as readonly string[]).includes(kind) ? `documents.kinds.${kind}.day` : null;
  return serverPath === 'documents.encumbranceYears' || serverPath === 'documents.note' ? serverPath : null;
}

/** Labels of the group's inputs for a server-error banner, by the server's path ('documents.checked.saleDeed' → 'Sale deed: checked on'). */
export function documentChecksFieldLabel(serverPath: string): string | null {
  const kind = /^documents\.checked\.(\w+)$/.exec(serverPath)?.[1];
  if (kind && kind in DOCUMENT_KIND_LABELS) return `${DOCUMENT_KIND_LABELS[kind as DocumentKind]}: checked on`;
  if (serverPath === 'documents.checked') return 'Documents we checked';
  if (serverPath === 'documents.encumbranceYears') return 'Years the EC covers';
  if (serverPath === 'documents.note') return 'Note on the documents';
  return null;
}

/** An issue for the form: its message and the input it belongs to. */
interface FormIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * The checks the core schema accepted, judged on the day of the submit as the server judges them:
 * each day after today (India) is named on its own box.
 */
export function futureCheckIssues(checks: DocumentChecks, now: Date = new Date()): FormIssue[] {
  return checksInFuture(checks, siteDay(now)).map((kind) => ({ path: ['documents', 'kinds', kind, 'day'], message: messageKey('documentCheckDayInFuture') }));
}

/** A core issue's path under `documents` as the form's input path (['documents', 'checked', 'rera'] → the RERA day box). */
export function documentChecksIssuePath(path: readonly PropertyKey[]): PropertyKey[] {
  const formPath = documentChecksFormPath(path.map(String).join('.'));
  return formPath ? formPath.split('.') : [...path];
}

/** A draft's group read back field by field: anything of the wrong shape is the saved value. */
export function documentChecksFromDraft(raw: unknown, saved: DocumentChecksFormValues): DocumentChecksFormValues {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const storedKinds = stored.kinds && typeof stored.kinds === 'object' ? (stored.kinds as Record<string, unknown>) : {};
  const kinds = { ...saved.kinds };
  for (const kind of DOCUMENT_KINDS) {
    const entry = storedKinds[kind] as { ticked?: unknown; day?: unknown } | undefined;
    if (entry && typeof entry.ticked === 'boolean' && typeof entry.day === 'string') kinds[kind] = { ticked: entry.ticked, day: entry.day };
  }
  const text = (name: 'encumbranceYears' | 'note') => (typeof stored[name] === 'string' ? stored[name] : saved[name]);
  return { kinds, encumbranceYears: text('encumbranceYears'), note: text('note') };
}
