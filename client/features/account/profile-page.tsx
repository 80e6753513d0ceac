import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { changePasswordSchema, checkFields, profileNameSchema } from '../../../shared/auth/auth-schemas';
import { ACCOUNT_TOASTS, PROFILE_PAGE } from '../../../shared/auth/account-texts';
import type { FieldErrors } from '../../../shared/errors';
import { TOASTS } from '../../../shared/texts';
import { ApiError } from '../../lib/api/api-client';
import { refreshCurrentUser, useSession, type ShopUser } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { useOnlineStatus } from '../../lib/use-online-status';
import { changePassword, messageOf, saveProfileName } from './auth-requests';
import { FavoriteProducts } from './favorite-products';
import { SavedAddresses } from './saved-addresses';
import { TextField } from './text-field';

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
  const [fullName, setFullName] = useState(user.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = checkFields(profileNameSchema, { fullName });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await saveProfileName(checked.data.fullName);
      await refreshCurrentUser();
      showToast(ACCOUNT_TOASTS.nameSaved);
    } catch (error) {
      if (error instanceof ApiError && error.fields.fullName) setErrors(error.fields);
      else showToast(TOASTS.error(messageOf(error)), 'destructive');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{PROFILE_PAGE.detailsTitle}</h2>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField name="fullName" label={PROFILE_PAGE.fullName} autoComplete="name" value={fullName} onChange={setFullName} error={errors.fullName} />
        <div className="auth-field">
          <span className="profile-label">{PROFILE_PAGE.email}</span>
          <p className="profile-email" data-testid="profile-email">
            {user.email}
          </p>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? PROFILE_PAGE.savingName : PROFILE_PAGE.saveName}
        </button>
      </form>
    </section>
  );
}

function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = checkFields(changePasswordSchema, { currentPassword, newPassword, confirmPassword });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await changePassword(checked.data.currentPassword, checked.data.newPassword);
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      showToast(ACCOUNT_TOASTS.passwordChanged);
    } catch (error) {
      if (error instanceof ApiError && error.fields.currentPassword) setErrors({ currentPassword: error.fields.currentPassword });
      else showToast(TOASTS.error(messageOf(error)), 'destructive');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{PROFILE_PAGE.passwordTitle}</h2>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          name="currentPassword"
          label={PROFILE_PAGE.currentPassword}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword}
        />
        <TextField name="newPassword" label={PROFILE_PAGE.newPassword} type="password" autoComplete="new-password" value={newPassword} onChange={setNewPassword} error={errors.newPassword} />
        <TextField
          name="confirmPassword"
          label={PROFILE_PAGE.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? PROFILE_PAGE.changingPassword : PROFILE_PAGE.changePassword}
        </button>
      </form>
    </section>
  );
}
