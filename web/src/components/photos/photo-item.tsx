import { MAX_SHORT_TEXT } from '@core/constants';
import type { PlotImage } from '@core/schemas/plot';
import { useState, type ReactNode } from 'react';
import { fieldControlClass } from '@/components/ui/form-field';
import { photoPositionLabel } from './photo-list';
import { usePhotoDrag } from './photo-drag';
import { thumbnailUrl } from './thumbnail';

export type PhotoAction = 'earlier' | 'later' | 'cover' | 'delete';

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

function ActionButton({ action, label, disabled, onClick, children }: { action: PhotoAction; label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" data-photo-action={action} aria-label={label} title={label} disabled={disabled} onClick={onClick} className={BUTTON}>
      {children}
    </button>
  );
}

/** Up and down: the photos are a list, cover at the top. */
const ARROW = { earlier: 'M6 15l6-6 6 6', later: 'M6 9l6 6 6-6' } as const;

function Arrow({ direction }: { direction: keyof typeof ARROW }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={ARROW[direction]} />
    </svg>
  );
}

/** One photo (of a plot or a venture): its thumbnail, its alt text, and buttons to move it, make it the cover or delete it. */
export function PhotoItem({
  image,
  index,
  count,
  inputId,
  disabled,
  onAction,
  onAltChange,
}: {
  image: PlotImage;
  index: number;
  count: number;
  inputId: string;
  disabled: boolean;
  onAction: (action: PhotoAction) => void;
  onAltChange: (alt: string) => void;
}) {
  const [failed, setFailed] = useState(false);
  const { setNode, style, setGripNode, gripListeners, dragging, over } = usePhotoDrag(image.url, disabled || count < 2);
  const place = photoPositionLabel(index, count);
  const number = `photo ${index + 1}`;
  return (
    <li
      ref={setNode}
      style={style}
      data-photo={image.url}
      data-testid="photo"
      aria-label={place}
      className={`flex gap-2 rounded-lg border bg-white p-2 ${dragging ? 'shadow-lg ring-2 ring-brand-100' : ''} ${over ? 'border-brand-600 border-dashed' : 'border-slate-200'}`}
    >
      {count > 1 ? (
        // Mouse and touch only (the move buttons below do the same by keyboard): hidden from assistive technology.
        <span
          ref={setGripNode}
          {...gripListeners}
          aria-hidden="true"
          data-photo-grip
          title="Drag to reorder"
          className="flex w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-600 active:cursor-grabbing"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
            <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
          </svg>
        </span>
      ) : null}
      <div className="relative h-20 w-24 shrink-0 overflow-hidden rounded-md bg-slate-100">
        {failed ? (
          <span className="flex h-full items-center justify-center px-1 text-center text-xs text-slate-500">Preview unavailable</span>
        ) : (
          <img src={thumbnailUrl(image.url)} alt="" onError={() => setFailed(true)} className="h-full w-full object-cover" />
        )}
        {index === 0 ? <span className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-[11px] font-semibold text-white">Cover</span> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <label htmlFor={inputId} className="block text-xs font-semibold text-slate-700">
            Alt text <span className="sr-only">of {number}</span>
          </label>
          <input
            id={inputId}
            type="text"
            value={image.alt}
            maxLength={MAX_SHORT_TEXT}
            disabled={disabled}
            placeholder="What the photo shows"
            onChange={(event) => onAltChange(event.target.value)}
            className={fieldControlClass(false)}
          />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <ActionButton action="earlier" label={`Move ${number} earlier`} disabled={disabled || index === 0} onClick={() => onAction('earlier')}>
            <Arrow direction="earlier" />
          </ActionButton>
          <ActionButton action="later" label={`Move ${number} later`} disabled={disabled || index === count - 1} onClick={() => onAction('later')}>
            <Arrow direction="later" />
          </ActionButton>
          {index > 0 ? (
            <ActionButton action="cover" label={`Make ${number} the cover`} disabled={disabled} onClick={() => onAction('cover')}>
              Make cover
            </ActionButton>
          ) : null}
          <ActionButton action="delete" label={`Delete ${number}`} disabled={disabled} onClick={() => onAction('delete')}>
            <span className="text-red-700">Delete</span>
          </ActionButton>
        </div>
      </div>
    </li>
  );
}
