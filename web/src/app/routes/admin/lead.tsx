import { useParams } from 'react-router-dom';
import { useAdminSession } from '@/features/admin-auth/api/get-admin-session';
import { LeadDetailPage } from '@/features/admin-leads/components/lead-detail-page';

export function AdminLeadRoute() {
  const { leadId = '' } = useParams();
  const { retry: recheckSession } = useAdminSession();
  return <LeadDetailPage key={leadId} leadId={leadId} onUnauthorized={recheckSession} />;
}
