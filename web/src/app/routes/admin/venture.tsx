import type { Venture } from '@core/schemas/venture';
import { useParams } from 'react-router-dom';
import { adminApiPaths } from '@/config/admin-api-paths';
import { AdminVenturePage } from '@/features/admin-ventures/admin-venture-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

const ventureKey = (ventureId: string | undefined) => adminApiPaths.venture(ventureId ?? '');

/** The venture's name once its page has read it (the same read, shared through SWR). */
export const handle: PageHandle = {
  data: ({ params }) => [ventureKey(params.ventureId)],
  meta: ({ params, data }) => adminPageMeta(data.get<Venture>(ventureKey(params.ventureId))?.name ?? 'Ventures'),
};

export function AdminVentureRoute() {
  const { ventureId = '' } = useParams();
  return <AdminVenturePage key={ventureId} ventureId={ventureId} />;
}
