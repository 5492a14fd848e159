export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 py-8 ${className}`}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
