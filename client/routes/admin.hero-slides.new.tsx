import { createFileRoute } from '@tanstack/react-router';
import { HeroSlideNewPage } from '../features/admin/hero-slides/hero-slide-pages';

export const Route = createFileRoute('/admin/hero-slides/new')({ component: HeroSlideNewPage });
