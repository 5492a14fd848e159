import { useParams } from 'react-router-dom';
import { LeadDetailPage } from '@/features/admin-leads/components/lead-detail-page';

export function AdminLeadRoute() {
  const { leadId = '' } = useParams();
  return <LeadDetailPage key={leadId} leadId={leadId} />;
}
