import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '../features/info/info-pages';

export const Route = createFileRoute('/careers/')({ component: CareersPage });
