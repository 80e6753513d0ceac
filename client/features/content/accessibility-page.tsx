import { Link } from '@tanstack/react-router';
import { ContentPage } from './content-page';

export function AccessibilityPage() {
  return (
    <ContentPage path="/accessibility" testId="page-accessibility">
      <p className="lede">We want everyone to be able to shop with us, whatever device or assistive technology they use.</p>
      <h2>Our standard</h2>
      <p>
        Our website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. We test each page with a
        keyboard and with automated checks, and we fix what we find.
      </p>
      <h2>What you can expect</h2>
      <ul>
        <li>Every page works with a keyboard alone, with a visible focus and a "skip to content" link.</li>
        <li>Pages have headings, labels and names that screen readers announce, including the page title after each move.</li>
        <li>Text reflows at 400% zoom without scrolling sideways, and colour is never the only way something is shown.</li>
        <li>Forms say what went wrong next to the field, in words.</li>
        <li>The shop works offline once visited, for customers with unreliable connections.</li>
      </ul>
      <h2>In our stores</h2>
      <p>Ask our staff if you need help reaching, trying or reading about any product, or collecting a pickup order.</p>
      <h2>Tell us</h2>
      <p>
        If something gets in your way, please <Link to="/contact">tell us</Link> which page and what happened. We will fix it,
        or help you complete your order another way.
      </p>
    </ContentPage>
  );
}
