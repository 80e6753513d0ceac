import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/info/info-pages';

export const Route = createFileRoute('/about')({ component: AboutPage });
