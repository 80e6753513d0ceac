import { createFileRoute } from '@tanstack/react-router';
import { NewArrivalsPage } from '../features/catalog/new-arrivals-page';

export const Route = createFileRoute('/new-arrivals')({ component: NewArrivalsPage });
