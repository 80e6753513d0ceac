import { createFileRoute } from '@tanstack/react-router';
import { StoreLocatorPage } from '../features/stores/store-pages';

export const Route = createFileRoute('/store-locator')({ component: StoreLocatorPage });
