import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { changePasswordSchema, profileNameSchema } from '../../../shared/auth/auth-schemas';
import { ACCOUNT_TOASTS, PROFILE_PAGE } from '../../../shared/auth/account-texts';
import { TOASTS } from '../../../shared/texts';
import { ApiError } from '../../lib/api/api-client';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { TextField } from '../../lib/form/text-field';
import { showServerFieldErrors, useShopForm } from '../../lib/form/use-schema-form';
import { refreshCurrentUser, useSession, type ShopUser } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { useOnlineStatus } from '../../lib/use-online-status';
import { changePassword, messageOf, saveProfileName } from './auth-requests';
import { FavoriteProducts } from './favorite-products';
import { SavedAddresses } from './saved-addresses';

/** /profile: signed-in only; a visitor is sent to /auth and comes back here after signing in. */
export function ProfilePage() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const online = useOnlineStatus();

  useEffect(() => {
    if (status === 'ready' && !user) void navigate({ to: '/auth', search: { redirect: '/profile' }, replace: true });
  }, [status, user, navigate]);

  return (
    <div className="profile-page" data-testid="page-profile">
      <h1>{PROFILE_PAGE.title}</h1>
      <p className="lede">{PROFILE_PAGE.intro}</p>
      {!online && (
        <p className="notice" role="status">
          {PROFILE_PAGE.offline}
        </p>
      )}
      {!user ? (
        <p role="status">{PROFILE_PAGE.loading}</p>
      ) : (
        <div className="profile-sections">
          <AccountDetails key={user.id} user={user} />
          <ChangePasswordForm />
          <SavedAddresses />
          <FavoriteProducts />
        </div>
      )}
    </div>
  );
}

function AccountDetails({ user }: { user: ShopUser }) {
  const form = useShopForm(profileNameSchema, { fullName: user.name });

  const saveName = async ({ fullName }: { fullName: string }) => {
    try {
      await saveProfileName(fullName);
      await refreshCurrentUser();
      showToast(ACCOUNT_TOASTS.nameSaved);
    } catch (error) {
      if (error instanceof ApiError && error.fields.fullName) showServerFieldErrors(form, error.fields);
      else showToast(TOASTS.error(messageOf(error)), 'destructive');
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{PROFILE_PAGE.detailsTitle}</h2>
      <ShopForm form={form} onValid={saveName}>
        <TextField name="fullName" label={PROFILE_PAGE.fullName} autoComplete="name" />
        <div className="auth-field">
          <span className="profile-label">{PROFILE_PAGE.email}</span>
          <p className="profile-email" data-testid="profile-email">
            {user.email}
          </p>
        </div>
        <SubmitButton label={PROFILE_PAGE.saveName} busyLabel={PROFILE_PAGE.savingName} />
      </ShopForm>
    </section>
  );
}

function ChangePasswordForm() {
  const form = useShopForm(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  const change = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    try {
      await changePassword(currentPassword, newPassword);
      form.reset();
      showToast(ACCOUNT_TOASTS.passwordChanged);
    } catch (error) {
      if (error instanceof ApiError && error.fields.currentPassword) showServerFieldErrors(form, { currentPassword: error.fields.currentPassword });
      else showToast(TOASTS.error(messageOf(error)), 'destructive');
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{PROFILE_PAGE.passwordTitle}</h2>
      <ShopForm form={form} onValid={change}>
        <TextField name="currentPassword" label={PROFILE_PAGE.currentPassword} type="password" autoComplete="current-password" />
        <TextField name="newPassword" label={PROFILE_PAGE.newPassword} type="password" autoComplete="new-password" />
        <TextField name="confirmPassword" label={PROFILE_PAGE.confirmPassword} type="password" autoComplete="new-password" />
        <SubmitButton label={PROFILE_PAGE.changePassword} busyLabel={PROFILE_PAGE.changingPassword} />
      </ShopForm>
    </section>
  );
}
