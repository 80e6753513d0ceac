import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/info/info-pages';

export const Route = createFileRoute('/faq')({ component: FaqPage });
