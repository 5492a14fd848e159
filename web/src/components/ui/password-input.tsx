import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { fieldControlClass } from '@/components/ui/form-field';

/**
 * A password box with a show/hide switch (typing on a phone keyboard is error-prone). The switch
 * is a real button named 'Show password' / 'Hide password' and never submits the form.
 */
export function PasswordInput({
  ref,
  invalid,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement>; invalid: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} {...props} type={visible ? 'text' : 'password'} className={fieldControlClass(invalid, 'pr-12')} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
        </svg>
      </button>
    </div>
  );
}
