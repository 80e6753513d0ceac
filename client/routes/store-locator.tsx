import { createFileRoute } from '@tanstack/react-router';
import { StoreLocatorPage } from '../features/stores/store-locator-page';

export const Route = createFileRoute('/store-locator')({ component: StoreLocatorPage });
