import { createFileRoute } from '@tanstack/react-router';
import { HeroSlideEditPage } from '../features/admin/hero-slides/hero-slide-pages';

export const Route = createFileRoute('/admin/hero-slides/$id')({ component: HeroSlideEditRoute });

function HeroSlideEditRoute() {
  const { id } = Route.useParams();
  return <HeroSlideEditPage key={id} id={id} />;
}
