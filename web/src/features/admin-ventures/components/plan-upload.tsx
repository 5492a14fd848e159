import { messageKey } from '@core/message-key';
import { useId, useState, type ChangeEvent } from 'react';
import { LAYOUT_TEXTS } from '@/config/admin-texts';
import { useMessageText } from '@/i18n/message-text';
import { ApiError } from '@/lib/api-client';
import { planFileKind } from '../utils/plan-file';

/**
 * Choosing the layout plan: a JPEG, PNG or WebP up to 10 MB is sent as it is; a PDF's first page
 * is turned into an image in this browser first (pdf.js, loaded only then). A file refused here or
 * by the server says why, by key, and the old plan stays.
 */
export function PlanUpload({ hasPlan, disabled, disabledHint, onUpload }: { hasPlan: boolean; disabled: boolean; disabledHint: string; onUpload: (file: File) => Promise<void> }) {
  const id = useId();
  const say = useMessageText();
  const [state, setState] = useState<{ busy: '' | 'rendering' | 'uploading'; problem: string }>({ busy: '', problem: '' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const kind = planFileKind(file);
    if ('problem' in kind) {
      setState({ busy: '', problem: kind.problem });
      return;
    }
    let image = file;
    if (kind.kind === 'pdf') {
      setState({ busy: 'rendering', problem: '' });
      try {
        const { pdfToImage } = await import('../utils/pdf-to-image');
        image = await pdfToImage(file);
      } catch {
        setState({ busy: '', problem: messageKey('layoutPdfUnreadable') });
        return;
      }
    }
    setState({ busy: 'uploading', problem: '' });
    try {
      await onUpload(image);
      setState({ busy: '', problem: '' });
    } catch (failure) {
      const known = failure instanceof ApiError && [413, 415, 422].includes(failure.status) ? (failure.key ?? failure.message) : '';
      setState({ busy: '', problem: known || LAYOUT_TEXTS.planUploadFailed });
    }
  };

  const busyText = state.busy === 'rendering' ? LAYOUT_TEXTS.planRendering : state.busy === 'uploading' ? LAYOUT_TEXTS.planUploading : '';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-file`} className="text-sm font-semibold text-slate-800">
        {hasPlan ? 'Replace the layout plan' : 'Upload the layout plan'}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf,.pdf"
        disabled={disabled || state.busy !== ''}
        aria-describedby={`${id}-hint${state.problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => void choose(event)}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {disabledHint || 'A JPEG, PNG or WebP image up to 10 MB, or a PDF (its first page becomes the plan). Shapes already drawn keep their place on the drawing.'}
      </p>
      <p aria-live="polite" className="text-sm text-slate-700">
        {busyText}
      </p>
      {state.problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {say(state.problem)}
        </p>
      ) : null}
    </div>
  );
}
