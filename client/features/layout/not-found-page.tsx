import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <div data-testid="page-not-found">
      <h1>Page not found</h1>
      <p className="lede">We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button">Back to home</Link>
    </div>
  );
}
