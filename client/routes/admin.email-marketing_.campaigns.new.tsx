import { createFileRoute } from '@tanstack/react-router';
import { CampaignNewPage } from '../features/admin/email-marketing/campaign-pages';

export const Route = createFileRoute('/admin/email-marketing_/campaigns/new')({ component: CampaignNewPage });
