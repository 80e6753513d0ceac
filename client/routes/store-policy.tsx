import { createFileRoute } from '@tanstack/react-router';
import { StorePolicyPage } from '../features/content/store-policy-page';

export const Route = createFileRoute('/store-policy')({ component: StorePolicyPage });
