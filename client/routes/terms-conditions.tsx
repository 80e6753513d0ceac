import { createFileRoute } from '@tanstack/react-router';
import { TermsConditionsPage } from '../features/content/terms-conditions-page';

export const Route = createFileRoute('/terms-conditions')({ component: TermsConditionsPage });
