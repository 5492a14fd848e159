import { useParams } from 'react-router-dom';
import { adminApiPaths } from '@/config/admin-api-paths';
import type { LeadDetailResponse } from '@/features/admin-leads/api/get-lead-detail';
import { LeadDetailPage } from '@/features/admin-leads/components/lead-detail-page';
import { adminPageMeta, type PageHandle } from '../../page-handle';

const leadKey = (leadId: string | undefined) => adminApiPaths.lead(leadId ?? '');

/** The lead's name once its page has read it (the same read, shared through SWR). */
export const handle: PageHandle = {
  data: ({ params }) => [leadKey(params.leadId)],
  meta: ({ params, data }) => adminPageMeta(data.get<LeadDetailResponse>(leadKey(params.leadId))?.lead.name ?? 'Contact Messages'),
};

export function AdminLeadRoute() {
  const { leadId = '' } = useParams();
  return <LeadDetailPage key={leadId} leadId={leadId} />;
}
