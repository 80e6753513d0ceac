import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/catalog/home-page';
import { NewsletterBand } from '../features/newsletter/newsletter-band';

export const Route = createFileRoute('/')({ component: HomeRoute });

// Routes compose features: the catalogue's home sections, then the newsletter band (SPEC §2.5).
function HomeRoute() {
  return (
    <>
      <HomePage />
      <NewsletterBand />
    </>
  );
}
