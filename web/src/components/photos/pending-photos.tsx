import type { PendingPhoto } from './use-photo-uploads';

const STATE_TEXT = { waiting: 'Waiting…', uploading: 'Uploading…' } as const;

/** Files on their way (waiting, uploading) or refused (with the reason, until dismissed). */
export function PendingPhotos({ pending, onDismiss }: { pending: PendingPhoto[]; onDismiss: (key: string) => void }) {
  if (pending.length === 0) return null;
  return (
    <ul aria-label="Uploads" aria-live="polite" className="mt-3 space-y-1.5">
      {pending.map((item) => (
        <li
          key={item.key}
          data-testid="pending-photo"
          className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm ${item.state === 'failed' ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-700'}`}
        >
          {item.state === 'failed' ? null : <span aria-hidden="true" className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />}
          <span className="min-w-0 flex-1 break-words">
            <span className="font-medium">{item.name}</span>: {item.state === 'failed' ? item.message : STATE_TEXT[item.state]}
          </span>
          {item.state === 'failed' ? (
            <button type="button" onClick={() => onDismiss(item.key)} className="min-h-9 shrink-0 rounded-lg px-2 font-semibold text-red-800 hover:bg-red-100">
              Dismiss<span className="sr-only"> {item.name}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
