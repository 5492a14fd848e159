import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from '@/components/ui/confirm-dialog';

interface LeaveGuardTexts {
  message: string;
  title: string;
  confirmLabel: string;
}

/**
 * Leaving with unsaved work asks first: a navigation inside the app (another path or query) opens
 * the app's confirm dialog, closing or reloading the tab gets the browser's own prompt.
 * `shouldAsk` is read at the moment of leaving (a form passes its `isDirty`). Needs a data router
 * and a ConfirmProvider above it.
 */
export function useLeaveGuard(shouldAsk: () => boolean, texts: LeaveGuardTexts): void {
  const confirm = useConfirm();
  const check = useRef(shouldAsk);
  check.current = shouldAsk;
  const words = useRef(texts);
  words.current = texts;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (check.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && check.current(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { message, title, confirmLabel } = words.current;
    let active = true;
    void confirm(message, { title, confirmLabel }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm]);
}
