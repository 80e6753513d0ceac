import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { forgotPasswordSchema, signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '../../../shared/auth/auth-schemas';
import { ACCOUNT_ACCESS_TEXTS, AUTH_PAGE } from '../../../shared/auth/account-texts';
import { AUTH, TOASTS } from '../../../shared/texts';
import { ShopForm, SubmitButton } from '../../lib/form/shop-form';
import { TextField } from '../../lib/form/text-field';
import { useShopForm } from '../../lib/form/use-schema-form';
import { refreshCurrentUser, useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { messageOf, requestPasswordReset, signInWithEmail, signUpWithEmail } from './auth-requests';
import { safeRedirectPath } from './safe-redirect';

type Tab = 'sign-in' | 'sign-up';
const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: 'sign-in', label: AUTH.signInTab },
  { id: 'sign-up', label: AUTH.signUpTab },
];

/** /auth (SPEC §2.9): Sign In (default) and Sign Up tabs, and the forgot-password mode. */
export function AuthPage({ redirect, initialMode }: { redirect?: string; initialMode?: 'sign-in' | 'sign-up' | 'forgot' }) {
  const navigate = useNavigate();
  const { user, fromCache } = useSession();
  const [tab, setTab] = useState<Tab>(initialMode === 'sign-up' ? 'sign-up' : 'sign-in');
  const [forgot, setForgot] = useState(initialMode === 'forgot');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  const target = safeRedirectPath(redirect) ?? '/';

  // A signed-in user has nothing to do here (SPEC §2.9); after signing in this is the way out.
  useEffect(() => {
    if (user && !fromCache) void navigate({ to: target, replace: true });
  }, [user, fromCache, navigate, target]);

  const select = (next: Tab, focus = false) => {
    setTab(next);
    setForgot(false);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next]!.id, true);
  };

  return (
    <div className="auth-page" data-testid="page-auth">
      <Link to="/" className="auth-page__back">
        ← {AUTH_PAGE.backToHome}
      </Link>
      <div className="auth-card">
        <Link to="/" className="auth-page__logo" aria-label={AUTH_PAGE.logoLabel}>
          <img src="/icons/icon-192.png" alt="" width={56} height={56} />
        </Link>
        <h1>{AUTH.heading}</h1>
        <p className="muted">{AUTH.intro}</p>
        <div className="auth-tabs" role="tablist" aria-label={AUTH_PAGE.tabsLabel}>
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(element) => {
                tabRefs.current[t.id] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${t.id}`}
              aria-controls={`auth-panel-${t.id}`}
              aria-selected={tab === t.id}
              tabIndex={tab === t.id ? 0 : -1}
              className="auth-tabs__tab"
              onClick={() => select(t.id)}
              onKeyDown={onTabKeyDown}
            >
              {t.label}
            </button>
          ))}
        </div>
        {TABS.map((t) => (
          <div key={t.id} role="tabpanel" id={`auth-panel-${t.id}`} aria-labelledby={`auth-tab-${t.id}`} hidden={tab !== t.id} className="auth-panel">
            {tab === t.id && t.id === 'sign-in' && !forgot && <SignInForm onForgot={() => setForgot(true)} />}
            {tab === t.id && t.id === 'sign-in' && forgot && <ForgotPasswordForm onDone={() => setForgot(false)} />}
            {tab === t.id && t.id === 'sign-up' && <SignUpForm />}
          </div>
        ))}
      </div>
    </div>
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const form = useShopForm(signInSchema, { email: '', password: '' });
  // A disabled account is told so on the form as well as in the toast, which fades.
  const [disabledAccount, setDisabledAccount] = useState(false);

  const signIn = async ({ email, password }: SignInInput) => {
    try {
      await signInWithEmail(email, password);
      showToast(TOASTS.signedIn);
      await refreshCurrentUser();
    } catch (error) {
      setDisabledAccount(messageOf(error) === ACCOUNT_ACCESS_TEXTS.disabled);
      showToast(TOASTS.signInFailed(messageOf(error)), 'destructive');
    }
  };

  return (
    <ShopForm form={form} onValid={signIn} onAttempt={() => setDisabledAccount(false)} labelledBy="auth-sign-in-title">
      <h2 id="auth-sign-in-title">{AUTH.signInTitle}</h2>
      <p className="muted">{AUTH.signInText}</p>
      {disabledAccount ? (
        <p className="notice" role="alert" data-testid="sign-in-disabled">
          {ACCOUNT_ACCESS_TEXTS.disabled}
        </p>
      ) : null}
      <TextField name="email" label={AUTH.fields.email} type="email" autoComplete="email" />
      <TextField name="password" label={AUTH.fields.password} type="password" autoComplete="current-password" />
      <button type="button" className="auth-link-button" onClick={onForgot}>
        {AUTH.forgotPassword}
      </button>
      <SubmitButton className="button auth-form__submit" label={AUTH.signInButton} busyLabel={AUTH.signingIn} />
    </ShopForm>
  );
}

function SignUpForm() {
  const form = useShopForm(signUpSchema, { fullName: '', email: '', password: '', confirmPassword: '' });

  const signUp = async ({ fullName, email, password }: SignUpInput) => {
    try {
      await signUpWithEmail(fullName, email, password);
      showToast(TOASTS.signedUp);
      await refreshCurrentUser();
    } catch (error) {
      showToast(TOASTS.signUpFailed(messageOf(error)), 'destructive');
    }
  };

  return (
    <ShopForm form={form} onValid={signUp} labelledBy="auth-sign-up-title">
      <h2 id="auth-sign-up-title">{AUTH.signUpTitle}</h2>
      <p className="muted">{AUTH.signUpText}</p>
      <TextField name="fullName" label={AUTH.fields.fullName} autoComplete="name" />
      <TextField name="email" label={AUTH.fields.email} type="email" autoComplete="email" />
      <TextField name="password" label={AUTH.fields.password} type="password" autoComplete="new-password" />
      <TextField name="confirmPassword" label={AUTH.fields.confirmPassword} type="password" autoComplete="new-password" />
      <SubmitButton className="button auth-form__submit" label={AUTH.createAccountButton} busyLabel={AUTH.creatingAccount} />
    </ShopForm>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useShopForm(forgotPasswordSchema, { email: '' });

  const requestReset = async ({ email }: { email: string }) => {
    // The answer never says whether the address has an account, and the page returns to the
    // sign-in form whether the request succeeded or failed (SPEC §4; DECISIONS "Accounts").
    await requestPasswordReset(email).catch(() => undefined);
    showToast(TOASTS.resetSent);
    onDone();
  };

  return (
    <ShopForm form={form} onValid={requestReset} labelledBy="auth-forgot-title">
      <h2 id="auth-forgot-title">{AUTH.forgotPassword}</h2>
      <TextField name="email" label={AUTH.fields.email} type="email" autoComplete="email" />
      <SubmitButton className="button auth-form__submit" label={AUTH.sendResetLink} busyLabel={AUTH.sending} />
      <button type="button" className="button button--quiet" onClick={onDone}>
        {AUTH.backToSignIn}
      </button>
    </ShopForm>
  );
}
