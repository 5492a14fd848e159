import { useT } from '@/i18n/use-language';

/** A load failure the user can see and retry (docs/product.md §11: no silent failures). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT('common');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-6 text-center text-red-800">
      <p className="font-medium">{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {t.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
