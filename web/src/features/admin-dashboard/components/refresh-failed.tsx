/** Above figures still shown from an earlier answer: they may be stale, with a retry. */
export function RefreshFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="min-h-10 rounded-lg border border-amber-300 bg-white px-3 font-semibold hover:bg-amber-100 disabled:opacity-60"
      >
        Try again
      </button>
    </div>
  );
}
