import { createFileRoute } from '@tanstack/react-router';
import { RoboSupportPage } from '../features/info/info-pages';

export const Route = createFileRoute('/robo-support')({ component: RoboSupportPage });
