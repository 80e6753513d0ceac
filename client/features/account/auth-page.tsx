import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { checkFields, forgotPasswordSchema, signInSchema, signUpSchema } from '../../../shared/auth/auth-schemas';
import { ACCOUNT_ACCESS_TEXTS, AUTH_PAGE } from '../../../shared/auth/account-texts';
import type { FieldErrors } from '../../../shared/errors';
import { AUTH, TOASTS } from '../../../shared/texts';
import { refreshCurrentUser, useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { messageOf, requestPasswordReset, signInWithEmail, signUpWithEmail } from './auth-requests';
import { safeRedirectPath } from './safe-redirect';
import { TextField } from './text-field';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // A disabled account is told so on the form as well as in the toast, which fades.
  const [disabledAccount, setDisabledAccount] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setDisabledAccount(false);
    const checked = checkFields(signInSchema, { email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await signInWithEmail(checked.data.email, checked.data.password);
      showToast(TOASTS.signedIn);
      await refreshCurrentUser();
    } catch (error) {
      setDisabledAccount(messageOf(error) === ACCOUNT_ACCESS_TEXTS.disabled);
      showToast(TOASTS.signInFailed(messageOf(error)), 'destructive');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-sign-in-title">
      <h2 id="auth-sign-in-title">{AUTH.signInTitle}</h2>
      <p className="muted">{AUTH.signInText}</p>
      {disabledAccount ? (
        <p className="notice" role="alert" data-testid="sign-in-disabled">
          {ACCOUNT_ACCESS_TEXTS.disabled}
        </p>
      ) : null}
      <TextField name="email" label={AUTH.fields.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <TextField name="password" label={AUTH.fields.password} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      <button type="button" className="auth-link-button" onClick={onForgot}>
        {AUTH.forgotPassword}
      </button>
      <button type="submit" className="button auth-form__submit" disabled={busy}>
        {busy ? AUTH.signingIn : AUTH.signInButton}
      </button>
    </form>
  );
}

function SignUpForm() {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = checkFields(signUpSchema, { fullName, email, password, confirmPassword });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await signUpWithEmail(checked.data.fullName, checked.data.email, checked.data.password);
      showToast(TOASTS.signedUp);
      await refreshCurrentUser();
    } catch (error) {
      showToast(TOASTS.signUpFailed(messageOf(error)), 'destructive');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-sign-up-title">
      <h2 id="auth-sign-up-title">{AUTH.signUpTitle}</h2>
      <p className="muted">{AUTH.signUpText}</p>
      <TextField name="fullName" label={AUTH.fields.fullName} autoComplete="name" value={fullName} onChange={setFullName} error={errors.fullName} />
      <TextField name="email" label={AUTH.fields.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <TextField name="password" label={AUTH.fields.password} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
      <TextField
        name="confirmPassword"
        label={AUTH.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errors.confirmPassword}
      />
      <button type="submit" className="button auth-form__submit" disabled={busy}>
        {busy ? AUTH.creatingAccount : AUTH.createAccountButton}
      </button>
    </form>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = checkFields(forgotPasswordSchema, { email });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    // The answer never says whether the address has an account, and the page returns to the
    // sign-in form whether the request succeeded or failed (SPEC §4; DECISIONS "Accounts").
    await requestPasswordReset(checked.data.email).catch(() => undefined);
    setBusy(false);
    showToast(TOASTS.resetSent);
    onDone();
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="auth-forgot-title">
      <h2 id="auth-forgot-title">{AUTH.forgotPassword}</h2>
      <TextField name="email" label={AUTH.fields.email} type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <button type="submit" className="button auth-form__submit" disabled={busy}>
        {busy ? AUTH.sending : AUTH.sendResetLink}
      </button>
      <button type="button" className="button button--quiet" onClick={onDone}>
        {AUTH.backToSignIn}
      </button>
    </form>
  );
}
