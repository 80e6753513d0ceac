import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityPage } from '../features/info/info-pages';

export const Route = createFileRoute('/accessibility')({ component: AccessibilityPage });
