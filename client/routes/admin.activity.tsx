import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { ActivityPage } from '../features/admin/activity/activity-page';

// The search stays raw here: the shared list query parses it inside the lazy chunk (docs/decisions/034).
export const Route = createFileRoute('/admin/activity')({ validateSearch: rawSearch, component: ActivityPage });
