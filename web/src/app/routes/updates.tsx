import { useEffect } from 'react';
import { UpdatesList } from '@/features/updates/components/updates-list';

export function UpdatesRoute() {
  useEffect(() => {
    document.title = 'Amaravati Updates | Amaravati Plots';
  }, []);
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-brand-700 py-12 text-center text-white sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h1 className="text-3xl font-bold sm:text-4xl">Amaravati Updates</h1>
          <p className="mt-3 text-lg text-brand-100">
            Stay informed about the latest developments, infrastructure projects and property news in the capital region.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <UpdatesList />
      </div>
    </>
  );
}
