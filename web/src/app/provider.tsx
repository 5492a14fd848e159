import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { TOAST_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from '@core/constants';
import { swrConfig } from '@/lib/swr';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <Toaster
        position="top-right"
        toastOptions={{ duration: TOAST_DURATION_MS, success: { duration: TOAST_SUCCESS_DURATION_MS } }}
      />
    </SWRConfig>
  );
}
