import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/info/info-pages';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });
