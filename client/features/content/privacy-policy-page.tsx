import { Link } from '@tanstack/react-router';
import { ContentPage } from './content-page';

export function PrivacyPolicyPage() {
  return (
    <ContentPage path="/privacy-policy" testId="page-privacy-policy">
      <p className="lede">
        We collect what we need to run your orders and your account, keep it safe, and never sell it. This policy covers
        customers in the United States and the United Kingdom.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your name, email address, delivery address and phone number, when you order or create an account.</li>
        <li>Your orders, returns and messages to our support team.</li>
        <li>Your favourites, cart and saved addresses, if you have an account.</li>
        <li>Your newsletter subscription, if you subscribe.</li>
        <li>Technical data needed to keep the website secure, such as your IP address for abuse limits.</li>
      </ul>
      <p>Payments go through PayPal: we never see or store your card number.</p>
      <h2>Why we use it</h2>
      <ul>
        <li>To take, deliver and support your orders (our contract with you).</li>
        <li>To keep the shop secure and prevent fraud (our legitimate interest).</li>
        <li>To send our newsletter, only if you subscribed (your consent, which you can withdraw at any time).</li>
        <li>To keep records the law requires, such as tax records.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        Our payment provider, delivery companies and the services that send our email, each only for what they do for us.
        We do not sell your personal information, and we do not share it for cross-context behavioural advertising.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Order records for as long as tax law requires; your account until you delete it; job applications for a set time
        after the job closes (see <Link to="/careers">Careers</Link>).
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>See, correct or delete your data: ask through the <Link to="/contact">contact page</Link>.</li>
        <li>Unsubscribe from the newsletter with the link in any newsletter email.</li>
        <li>
          US residents: ask us not to sell or share your personal information on the <Link to="/do-not-sell">Do Not Sell</Link>{' '}
          page. We also honour the Global Privacy Control signal from your browser when you are signed in.
        </li>
        <li>UK residents: you may complain to the Information Commissioner's Office (ico.org.uk).</li>
      </ul>
      <h2>Cookies and storage</h2>
      <p>
        We use a sign-in cookie and a cookie for your country, and we keep your cart, favourites and the catalogue on your
        device so the shop works offline. We use no advertising cookies.
      </p>
    </ContentPage>
  );
}
