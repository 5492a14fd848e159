import { longDay } from '@/i18n/formats';
import { checkedDocuments, hasDocumentChecks, type DocumentChecks } from '@core/document-checks';
import { buttonClass } from '@/components/ui/button';
import { Localized } from '@/i18n/localized';
import { useLanguage, useT } from '@/i18n/use-language';
import { CheckIcon } from '../plot-icons';
import { PlotSection } from './plot-section';

/**
 * 'Documents we checked': each document our team has verified (the plot's own, and its venture's
 * for the kinds the plot has not checked: the server merges them), with the day, the EC's years,
 * the admin's note, a line that the documents themselves are shown on request and `Ask for copies`
 * (the enquiry form, with its box for copies ticked). Nothing checked and no note: no section —
 * a page does not advertise what has not been checked.
 */
export function PlotDocuments({ documents, onAskForCopies }: { documents: DocumentChecks; onAskForCopies: () => void }) {
  const t = useT('plotPage').documents;
  const language = useLanguage();
  if (!hasDocumentChecks(documents)) return null;
  const checked = checkedDocuments(documents);
  return (
    <PlotSection name="plot-documents" heading={t.heading}>
      {checked.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {checked.map(({ kind, day }) => (
              <li key={kind} className="flex items-start gap-2.5 py-2.5">
                <CheckIcon className="mt-0.5 shrink-0 text-emerald-700" />
                <span>
                  <span className="block font-medium text-slate-900">
                    {t.kinds[kind]}
                    {kind === 'encumbrance' && documents.encumbranceYears > 0 ? <span className="font-normal text-slate-600"> · {t.encumbranceYears(documents.encumbranceYears)}</span> : null}
                  </span>
                  <span className="block text-slate-600">{t.checkedOn(longDay(day, language))}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {documents.note ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
          <span className="font-semibold text-slate-900">{t.note}: </span>
          <Localized english={documents.note} />
        </p>
      ) : null}
      {checked.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t.onRequest}</p>
          <button type="button" onClick={onAskForCopies} className={buttonClass('secondary')}>
            {t.askForCopies}
          </button>
        </div>
      ) : null}
    </PlotSection>
  );
}
