import { createFileRoute } from '@tanstack/react-router';
import { StorePolicyPage } from '../features/info/info-pages';

export const Route = createFileRoute('/store-policy')({ component: StorePolicyPage });
