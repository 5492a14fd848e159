import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * `const confirm = useConfirm(); if (await confirm('Are you sure you want to delete this plot?')) …`
 * An accessible replacement for window.confirm with the same one-line use.
 */
type Confirm = (message: string, options?: { confirmLabel?: string; title?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ message: string; confirmLabel: string; title: string } | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((message, options = {}) => {
    resolver.current?.(false);
    setState({ message, confirmLabel: options.confirmLabel ?? 'Delete', title: options.title ?? 'Please confirm' });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setState(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={state !== null}
        title={state?.title ?? ''}
        onClose={() => settle(false)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => settle(false)}>
              Cancel
            </Button>
            <Button className="bg-red-700 hover:bg-red-800" onClick={() => settle(true)} autoFocus>
              {state?.confirmLabel}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{state?.message}</p>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
