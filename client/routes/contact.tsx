import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/info/info-pages';

export const Route = createFileRoute('/contact')({ component: ContactPage });
