import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/support/enquiries/contact-page';

export const Route = createFileRoute('/contact')({ component: ContactPage });
