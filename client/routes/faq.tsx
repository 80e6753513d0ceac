import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/support/faq/faq-page';

export const Route = createFileRoute('/faq')({ component: FaqPage });
