import { Link } from '@tanstack/react-router';
import { notFoundName } from '../../../shared/page-titles';
import { usePageTitle } from '../../lib/page-title/page-title-store';

export function NotFoundPage() {
  usePageTitle(notFoundName('Page'));
  return (
    <div data-testid="page-not-found">
      <h1>{notFoundName('Page')}</h1>
      <p className="lede">We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button">Back to home</Link>
    </div>
  );
}
