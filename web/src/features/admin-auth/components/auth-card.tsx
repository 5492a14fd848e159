import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/layout/layout-icons';
import { paths } from '@/config/paths';

/** The frame of the signed-out admin pages (login, reset password): one card, centred. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-slate-50 to-slate-100 px-4 py-10">
      <main className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-brand-800">Amaravati Plots · Back office</span>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to={paths.home.href()} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            ← Back to the website
          </Link>
        </p>
      </main>
    </div>
  );
}
