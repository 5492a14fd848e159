/** Says that the latest refresh failed and what is shown instead, with a retry (the board, a lead's page). */
export function RefreshFailed({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800${className ? ` ${className}` : ''}`}>
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="min-h-9 rounded-md px-3 font-semibold text-red-800 underline hover:bg-red-100">
        Try again
      </button>
    </div>
  );
}
