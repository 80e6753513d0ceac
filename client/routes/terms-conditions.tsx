import { createFileRoute } from '@tanstack/react-router';
import { TermsConditionsPage } from '../features/info/info-pages';

export const Route = createFileRoute('/terms-conditions')({ component: TermsConditionsPage });
