import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../features/info/info-pages';

export const Route = createFileRoute('/blog')({ component: BlogPage });
