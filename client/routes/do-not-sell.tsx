import { createFileRoute } from '@tanstack/react-router';
import { DoNotSellPage } from '../features/info/info-pages';

export const Route = createFileRoute('/do-not-sell')({ component: DoNotSellPage });
