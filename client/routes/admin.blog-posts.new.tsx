import { createFileRoute } from '@tanstack/react-router';
import { BlogPostNewPage } from '../features/admin/blog-posts/blog-post-pages';

export const Route = createFileRoute('/admin/blog-posts/new')({ component: BlogPostNewPage });
