import { CloseIcon } from '@/components/layout/layout-icons';
import { useModalDialog } from '@/components/ui/modal';
import { AdminBrand } from './admin-brand';
import { AdminSidebarNav } from './admin-sidebar-nav';

/**
 * The sidebar on a phone: an off-canvas drawer on the native modal <dialog>, so focus stays
 * inside while it is open, Escape closes it, and focus goes back to the menu button after.
 */
export function AdminDrawer({
  id,
  open,
  email,
  onClose,
  onLogout,
  loggingOut,
}: {
  id: string;
  open: boolean;
  email: string;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const ref = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label="Admin menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (outside the panel) closes the drawer.
        if (event.target === ref.current) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-transparent p-0 backdrop:bg-slate-900/50 lg:hidden"
    >
      <div className="flex h-full flex-col bg-brand-800 text-white shadow-2xl transition-transform duration-200 starting:-translate-x-full">
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 pr-2 pl-4">
          <AdminBrand onNavigate={onClose} />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-100 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon />
          </button>
        </div>
        <p className="truncate border-b border-white/10 px-4 py-3 text-sm text-brand-100" title={email}>
          <span className="block text-xs text-brand-100/70">Signed in as</span>
          {email}
        </p>
        <AdminSidebarNav onNavigate={onClose} onLogout={onLogout} loggingOut={loggingOut} />
      </div>
    </dialog>
  );
}
