import { createFileRoute } from '@tanstack/react-router';
import { CampaignPage } from '../features/admin/email-marketing/campaign-pages';

export const Route = createFileRoute('/admin/email-marketing_/campaigns/$id')({ component: CampaignRoute });

function CampaignRoute() {
  const { id } = Route.useParams();
  return <CampaignPage key={id} id={id} />;
}
