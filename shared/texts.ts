// The product's texts, word for word from SPEC.md. UI and tests import them from here only.

/** A toast: a title and an optional text (SPEC §8). */
export interface ToastText {
  title: string;
  description?: string;
}

export const HEADER = {
  skipLink: 'Skip to main content',
  searchPlaceholder: 'Search products...',
} as const;

export const NAV = {
  newAndFeatured: 'NEW & FEATURED',
  categories: 'CATEGORIES',
  brand: 'BRAND',
  newArrivals: 'New Arrivals',
  shopByCategory: 'Shop by Category',
  shopByCategoryHint: 'Explore our diverse collection',
  allProducts: 'All Products',
  shopByBrand: 'Shop by Brand',
  allBrands: 'All Brands',
  viewAllBrands: 'View All Brands',
  findAStore: 'FIND A STORE',
  storePickup: 'STORE PICKUP',
  about: 'ABOUT',
  blog: 'BLOG',
} as const;

export const HOME = {
  freeDelivery: 'FREE DELIVERY',
  support: '24/7 SUPPORT',
  supportText: 'Our team is here to help whenever you need.',
  memberRewards: 'MEMBER REWARDS',
  memberRewardsText: 'Exclusive deals and benefits for members.',
  featuredCollection: 'Featured Collection',
  noFeaturedProducts: 'No featured products available',
  shopByBrand: 'Shop by Brand',
  noBrands: 'No brands available',
  ourMission: 'Our Mission',
} as const;

export const SHOP = {
  searchResultsFor: 'Search results for',
  allProductsTitle: 'Shop All Products',
  allProducts: 'All Products',
  noProducts: 'No products found',
  loading: 'Loading products...',
  soldOut: 'SOLD OUT',
} as const;

export const PRODUCT = {
  home: 'HOME',
  shop: 'SHOP',
  selectSize: 'SELECT SIZE',
  outOfStock: 'OUT OF STOCK',
  addToBag: 'ADD TO BAG',
  details: 'Details',
  shippingAndAfterSales: 'Shipping & after-sales',
  notFound: 'Product not found',
  backToShop: 'Back to Shop',
} as const;

export const CART = {
  empty: 'Your Cart is Empty',
  noItemsSelected: 'No items selected',
  proceedToCheckout: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
} as const;

export const AUTH = {
  heading: 'Welcome Back',
  intro: 'Sign in to your account or create a new one',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',
  signInTitle: 'Sign In',
  signInText: 'Enter your credentials to access your account',
  forgotPassword: 'Forgot password?',
  signInButton: 'Sign In',
  signingIn: 'Signing in...',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  backToSignIn: 'Back to Sign In',
  signUpTitle: 'Create Account',
  signUpText: 'Sign up to start shopping',
  createAccountButton: 'Create Account',
  creatingAccount: 'Creating account...',
  fields: { fullName: 'Full Name', email: 'Email', password: 'Password', confirmPassword: 'Confirm Password' },
} as const;

export const REGION = {
  dialogTitle: 'Switch Region?',
  countries: { US: 'United States', UK: 'United Kingdom' },
  regions: { US: 'Americas', UK: 'Europe' },
} as const;

/** SPEC §5: validation messages. */
export const VALIDATION = {
  invalidEmailAddress: 'Invalid email address',
  passwordMinLength: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  nameMinLength: 'Name must be at least 2 characters',
  passwordsDontMatch: "Passwords don't match",
  promoEmpty: 'Please enter a promo code',
  usdAddress: 'USD orders can only be shipped to United States addresses.',
  gbpAddress: 'GBP orders can only be shipped to United Kingdom addresses.',
  invalidShippingAddressTitle: 'Invalid Shipping Address',
  // Ours (SPEC has none): a control character (NUL, escape, line break) where one line of text belongs.
  controlCharacters: 'Remove the control characters from this text',
  nameMaxLength: 'Name must be at most 100 characters',
} as const;

/** SPEC §8: the toasts. Functions fill in the spec's placeholders. */
export const TOASTS = {
  signedIn: { title: 'Welcome back!', description: 'Successfully signed in.' },
  signInFailed: (message: string): ToastText => ({ title: 'Sign in failed', description: message }),
  signedUp: { title: 'Account created!', description: 'Successfully signed up. You can now sign in.' },
  signUpFailed: (message: string): ToastText => ({ title: 'Sign up failed', description: message }),
  resetSent: { title: 'Check your email', description: "We've sent you a password reset link." },
  resetFailed: (message: string): ToastText => ({ title: 'Password reset failed', description: message }),
  signedOut: { title: 'Signed out', description: 'Successfully signed out.' },
  signOutFailed: (message: string): ToastText => ({ title: 'Sign out failed', description: message }),

  addedToCart: (count: number): ToastText => ({ title: 'Added to cart', description: `${count} item(s) added to your cart.` }),
  removedFromCart: { title: 'Removed from cart', description: 'Item removed from your cart.' },
  error: (message: string): ToastText => ({ title: 'Error', description: message }),
  noItemsSelected: { title: 'No items selected', description: 'Please select at least one item to checkout' },

  newsletterInvalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  newsletterAlreadySubscribed: { title: 'Already Subscribed', description: 'This email is already subscribed to our newsletter.' },
  newsletterFailed: { title: 'Subscription Failed', description: 'Please try again later.' },
  newsletterSubscribed: { title: 'Successfully Subscribed!', description: 'Thank you for subscribing to our newsletter.' },
  footerInvalidEmail: { title: 'Invalid email' },
  footerAlreadySubscribed: { title: 'Already subscribed' },
  footerFailed: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
  footerSubscribed: { title: 'Subscribed!' },

  promoInvalid: { title: 'Invalid code', description: 'This promo code is not valid' },
  promoNotYetActive: { title: 'Code not yet valid', description: 'This promo code is not yet active' },
  promoExpired: { title: 'Code expired', description: 'This promo code has expired' },
  promoUsedUp: { title: 'Code fully redeemed', description: 'This promo code has reached its maximum usage limit' },
  promoMinimumNotMet: (amount: string): ToastText => ({ title: 'Minimum not met', description: `Minimum purchase of ${amount} required` }),
  promoFailed: { title: 'Error', description: 'Failed to apply promo code' },
  promoApplied: (amount: string): ToastText => ({ title: 'Promo code applied!', description: `You saved ${amount}` }),
  promoRemoved: { title: 'Promo code removed' },

  paypalConfigFailed: { title: 'Failed to load PayPal configuration' },
  paypalSdkFailed: { title: 'Failed to load PayPal SDK' },
  createOrderFailed: (message?: string): ToastText => ({ title: message || 'Failed to create order' }),
  captureFailed: (message?: string): ToastText => ({ title: message || 'Failed to complete payment' }),
  paypalGenericError: { title: 'An error occurred with PayPal. Please try again.' },
  paymentCancelled: { title: 'Cancelled', description: 'Payment was cancelled' },
  paymentCompleted: { title: 'Payment completed successfully!' },
  /** The capture was refused because the total moved after approval; the description is the server's. */
  paymentTotalChanged: (message: string): ToastText => ({ title: 'Please approve the new total', description: message }),
  addressAcceptedTotalsFailed: { title: 'Address accepted', description: "We couldn't update totals now, but they'll be recalculated at capture." },
  addressAcceptedInternalError: { title: 'Address accepted', description: 'Totals will be finalized at capture.' },

  addedToFavorites: { title: 'Added to favorites' },
  removedFromFavorites: { title: 'Removed from favorites' },
  signInRequiredForFavorites: { title: 'Sign in required', description: 'Please sign in to save favorites.' },
  linkCopied: { title: 'Link copied', description: 'Product link copied to clipboard.' },
} as const satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

/** The unsubscribe page (a campaign message's link; docs/decisions/054). */
export const UNSUBSCRIBE = {
  title: 'Unsubscribe',
  question: 'Stop receiving marketing email from Toy Shop at this address?',
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: 'You are unsubscribed. You will not receive marketing email from us at this address again.',
  already: 'This address is unsubscribed. You will not receive marketing email from us at it again.',
  invalid: 'This unsubscribe link is not valid. Please use the link from the email you received.',
  failed: 'We could not unsubscribe you just now. Please try again.',
  loading: 'Loading…',
  home: 'Back to the shop',
} as const;
