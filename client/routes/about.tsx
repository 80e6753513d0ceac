import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/content/about-page';

export const Route = createFileRoute('/about')({ component: AboutPage });
