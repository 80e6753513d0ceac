import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { HeroSlidesPage } from '../features/admin/hero-slides/hero-slides-page';

export const Route = createFileRoute('/admin/hero-slides/')({ validateSearch: rawSearch, component: HeroSlidesRoute });

function HeroSlidesRoute() {
  const navigate = Route.useNavigate();
  return <HeroSlidesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
