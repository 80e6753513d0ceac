import { createFileRoute } from '@tanstack/react-router';
import { JobNewPage } from '../features/admin/jobs/job-pages';

export const Route = createFileRoute('/admin/jobs/new')({ component: JobNewPage });
