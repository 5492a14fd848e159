import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/layout/layout-icons';

/**
 * An accessible modal on the native <dialog>: focus is trapped by the browser, Escape closes,
 * focus returns to the opener. `onClose` fires for Escape, the close button and a backdrop click.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  const ref = useModalDialog(open);
  const titleId = useId();

  const width = size === 'sm' ? 'max-w-md' : size === 'lg' ? 'max-w-3xl' : 'max-w-xl';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${width} rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[90vh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div className="min-w-0 overflow-y-auto px-5 py-4 break-words">{children}</div>
          {footer ? <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** A native <dialog> shown as a modal while `open` (the rest of the page inert, Esc handled by the caller's onCancel). */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
