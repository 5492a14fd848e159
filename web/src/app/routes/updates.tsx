import { useEffect } from 'react';
import { UpdatesList } from '@/features/updates/components/updates-list';
import { PageHeader } from '@/components/layout/page-header';

export function UpdatesRoute() {
  useEffect(() => {
    document.title = 'Amaravati Updates | Amaravati Plots';
  }, []);
  return (
    <>
      <PageHeader
        centered
        title="Amaravati Updates"
        lead="Stay informed about the latest developments, infrastructure projects and property news in the capital region."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <UpdatesList />
      </div>
    </>
  );
}
