import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { resetPasswordSchema } from '../../../shared/auth/auth-schemas';
import { ACCOUNT_TOASTS, RESET_PAGE } from '../../../shared/auth/account-texts';
import { TOASTS } from '../../../shared/texts';
import { ApiError } from '../../lib/api/api-client';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { TextField } from '../../lib/form/text-field';
import { useShopForm } from '../../lib/form/use-schema-form';
import { showToast } from '../../lib/toast/toast-store';
import { checkResetToken, messageOf, resetPassword } from './auth-requests';

type LinkState = 'checking' | 'valid' | 'invalid';

/**
 * /reset-password?token=… (the link in the reset email): the new password twice, under the
 * sign-up rule. better-auth's own redirect may bring ?error=INVALID_TOKEN instead.
 */
export function ResetPasswordPage({ token, error }: { token: string | undefined; error: string | undefined }) {
  const navigate = useNavigate();
  const [linkState, setLinkState] = useState<LinkState>(token && !error ? 'checking' : 'invalid');
  const form = useShopForm(resetPasswordSchema, { password: '', confirmPassword: '' });

  useEffect(() => {
    if (!token || error) return;
    let current = true;
    checkResetToken(token)
      .then(({ valid }) => current && setLinkState(valid ? 'valid' : 'invalid'))
      // If the check itself fails (offline), let the reset call give the answer.
      .catch(() => current && setLinkState('valid'));
    return () => {
      current = false;
    };
  }, [token, error]);

  const reset = async ({ password }: { password: string }) => {
    if (!token) return;
    try {
      await resetPassword(token, password);
      showToast(ACCOUNT_TOASTS.passwordReset);
      void navigate({ to: '/auth', replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.token) setLinkState('invalid');
      else showToast(TOASTS.resetFailed(messageOf(failure)), 'destructive');
    }
  };

  return (
    <div className="auth-page" data-testid="page-reset-password">
      <div className="auth-card">
        <h1>{RESET_PAGE.title}</h1>
        {linkState === 'checking' && <p role="status">{RESET_PAGE.checking}</p>}
        {linkState === 'invalid' && (
          <div className="auth-notice" role="alert" data-testid="reset-link-invalid">
            <p>{token || error ? RESET_PAGE.invalidLink : RESET_PAGE.noLink}</p>
            <Link to="/auth" search={{ mode: 'forgot' }} className="button">
              {RESET_PAGE.requestNew}
            </Link>
          </div>
        )}
        {linkState === 'valid' && (
          <ShopForm form={form} onValid={reset}>
            <p className="muted">{RESET_PAGE.intro}</p>
            <TextField name="password" label={RESET_PAGE.newPassword} type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label={RESET_PAGE.confirmPassword} type="password" autoComplete="new-password" />
            <SubmitButton className="button auth-form__submit" label={RESET_PAGE.submit} busyLabel={RESET_PAGE.submitting} />
          </ShopForm>
        )}
      </div>
    </div>
  );
}
