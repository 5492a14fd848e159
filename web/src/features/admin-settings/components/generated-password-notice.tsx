import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SETTINGS_TEXTS } from '@/config/admin-texts';

/**
 * The password the server generated for a new admin, shown this once: it is not stored in the
 * browser and the server keeps only its hash. Copy it, hand it over safely, dismiss.
 */
export function GeneratedPasswordNotice({ email, password, onDismiss }: { email: string; password: string; onDismiss: () => void }) {
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(SETTINGS_TEXTS.passwordCopied, { id: 'generated-password' });
    } catch {
      // No clipboard permission: select the text so a long press / Ctrl+C copies it.
      input.current?.select();
      toast.error(SETTINGS_TEXTS.passwordNotCopied, { id: 'generated-password' });
    }
  };

  return (
    <div role="alert" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-5">
      <p className="font-semibold text-amber-950">
        Admin <span className="break-all">{email}</span> added. Their password:
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="generated-password" className="sr-only">
          Generated password
        </label>
        <input
          ref={input}
          id="generated-password"
          readOnly
          value={password}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          className="min-h-11 w-full rounded-lg border border-amber-300 bg-white px-3 font-mono text-base tracking-wide text-slate-900"
        />
        <Button onClick={() => void copy()} className="shrink-0">
          Copy password
        </Button>
      </div>
      <p className="mt-3 text-sm text-amber-900">
        <strong>This password is shown only once.</strong> Copy it now and give it to them in person or over a secure channel
        (not in a group chat). Ask them to change it under Settings after they sign in.
      </p>
      <Button variant="ghost" onClick={onDismiss} className="mt-2 px-0 text-amber-900 hover:bg-transparent hover:underline">
        I have saved it, hide the password
      </Button>
    </div>
  );
}
