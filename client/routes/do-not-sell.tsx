import { createFileRoute } from '@tanstack/react-router';
import { DoNotSellPage } from '../features/content/do-not-sell-page';

export const Route = createFileRoute('/do-not-sell')({ component: DoNotSellPage });
