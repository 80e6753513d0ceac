import type { ToastText } from '../texts';

// Texts of the account screens that the spec does not give (it shows neither /reset-password nor
// /profile); the spec's own texts stay in shared/texts.ts (AUTH, VALIDATION, TOASTS).

export const AUTH_PAGE = {
  backToHome: 'Back to Home',
  logoLabel: 'Toy Shop home',
  tabsLabel: 'Sign in or sign up',
  offline: 'You appear to be offline. Signing in needs an internet connection.',
} as const;

export const RESET_PAGE = {
  title: 'Reset Password',
  intro: 'Choose a new password for your account.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Set New Password',
  submitting: 'Saving...',
  checking: 'Checking your reset link...',
  invalidLink: 'This password reset link is invalid or has expired.',
  noLink: 'This page opens from the link in your password reset email.',
  requestNew: 'Request a new link',
} as const;

export const PROFILE_PAGE = {
  title: 'Profile',
  intro: 'Your account details, password and saved addresses.',
  loading: 'Loading your account...',
  detailsTitle: 'Account details',
  fullName: 'Full Name',
  email: 'Email',
  saveName: 'Save Name',
  savingName: 'Saving...',
  passwordTitle: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  changePassword: 'Change Password',
  changingPassword: 'Changing password...',
  addressesTitle: 'Saved Addresses',
  noAddresses: 'You have no saved addresses yet.',
  addAddress: 'Add Address',
  editAddress: 'Edit',
  deleteAddress: 'Delete',
  setDefault: 'Set as Default',
  defaultBadge: 'Default',
  saveAddress: 'Save Address',
  savingAddress: 'Saving...',
  cancel: 'Cancel',
  newAddressTitle: 'New address',
  editAddressTitle: 'Edit address',
  addressFields: {
    label: 'Label (optional)',
    fullName: 'Full Name',
    addressLine1: 'Address',
    addressLine2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    region: { US: 'State', UK: 'County (optional)' },
    postalCode: { US: 'ZIP Code', UK: 'Postcode' },
    country: 'Country',
    phone: 'Phone (optional)',
    isDefault: 'Use as my default address',
  },
  offline: 'Your profile needs an internet connection to load and save.',
} as const;

export const ACCOUNT_TOASTS = {
  passwordReset: { title: 'Password updated', description: 'You can now sign in with your new password.' },
  nameSaved: { title: 'Profile updated', description: 'Your name has been saved.' },
  passwordChanged: { title: 'Password changed', description: 'Your new password is in use.' },
  addressSaved: { title: 'Address saved' },
  addressDeleted: { title: 'Address deleted' },
  defaultAddressSet: { title: 'Default address updated' },
} as const satisfies Record<string, ToastText>;

/** What a disabled account hears when it tries to sign in (issue 12; ours, the spec has none). */
export const ACCOUNT_ACCESS_TEXTS = {
  disabled: 'This account has been disabled',
  /** The server's refusals on the signed-in shopper's own records. */
  accountNotFound: 'Account not found',
  addressNotFound: 'Address not found',
  addressBookFull: (max: number) => `You can save up to ${max} addresses`,
} as const;
