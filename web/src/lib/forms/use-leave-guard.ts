import { useCallback, useEffect, useEffectEvent } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
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
  const askNow = useEffectEvent(() => shouldAsk());
  const askToLeave = useEffectEvent(() => confirm(texts.message, { title: texts.title, confirmLabel: texts.confirmLabel }));

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (askNow()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // The router keeps the newest of these (a form's isDirty is the same function for its life).
  const leavingAsks = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && shouldAsk(),
    [shouldAsk],
  );
  const blocker = useBlocker(leavingAsks);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void askToLeave().then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);
}
