import { createFileRoute } from '@tanstack/react-router';
import { RoboSupportPage } from '../features/support/desk/robo-support-page';

export const Route = createFileRoute('/robo-support')({ component: RoboSupportPage });
