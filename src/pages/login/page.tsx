import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { ApiClient, ApiError } from '../../api/http.ts';
import { login } from '../../api/user.ts';
import { LogoutForm } from '../../components/shell/LogoutForm.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import type { Loader } from '../types.ts';
import { usePage } from '../usePage.ts';
import type { LoginError } from './action.ts';
import './login.css';

export { action } from './action.ts';

type Field = 'username' | 'password';

interface LoginData {
  /** Why the plain form post was refused (the action's answer). */
  error: LoginError | null;
}

export const loader: Loader<LoginData, LoginError> = async ({ actionData }) => ({ data: { error: actionData ?? null } });

const MARK = '\u0000';

/**
 * Login for company users (SPEC §2, §4). Before hydration the form posts to
 * this page, whose action logs in and redirects to the home page (or renders
 * this page again with the reason); after hydration it posts with fetch, shows the server's
 * message in a red box on failure, and on success reloads the home page so
 * that the server renders it with the new session.
 */
export default function LoginPage() {
  const { t, locale } = useI18n();
  const [{ user, config }] = useAppState();
  const { routeId, params, data } = usePage<LoginData>();
  const [error, setError] = useState<{ message: string; field?: Field } | null>(() =>
    data.error ? { message: t(`login.errors.${data.error}`), field: data.error === 'username' || data.error === 'password' ? data.error : undefined } : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const errorBox = useRef<HTMLDivElement>(null);
  const title = t('login.title');

  useEffect(() => {
    if (error && !error.field) errorBox.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const username = String(values.get('username') ?? '');
    const password = String(values.get('password') ?? '');
    setSubmitting(true);
    setError(null);
    try {
      await login(new ApiClient({ baseUrl: '', locale, token: config.apiPublicToken }), { username, password });
      // SPEC §4: a successful login reloads the home page (now rendered with the session).
      window.location.assign(pathFor('home', locale));
    } catch (err) {
      const field = err instanceof ApiError && (err.body.field === 'username' || err.body.field === 'password') ? err.body.field : undefined;
      const message = err instanceof ApiError && err.status < 500 && err.body.message ? err.body.message : t('login.errors.network');
      setError({ message, field });
      setSubmitting(false);
      const input = field ? form.elements.namedItem(field) : null;
      if (input instanceof HTMLInputElement) input.focus();
    }
  };

  if (user) {
    const [before, after = ''] = t('login.loggedInAs', { company: MARK }).split(MARK);
    return (
      <div className="container page login-page">
        <PageHead title={title} />
        <meta name="robots" content="noindex" />
        <Breadcrumbs routeId={routeId} params={params} />
        <h1>{title}</h1>
        <div className="login-card">
          <p className="login-card__status" data-testid="logged-in">
            {before}
            <strong>{user.company.name}</strong>
            {after}
          </p>
          <div className="login-card__actions">
            <Link className="button" to={pathFor('home', locale)}>
              {t('login.toHome')}
            </Link>
            <LogoutForm>
              <button type="submit" className="button button--secondary">
                {t('login.logout')}
              </button>
            </LogoutForm>
          </div>
        </div>
      </div>
    );
  }

  const invalid = (field: Field) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {});

  return (
    <div className="container page login-page">
      <PageHead title={title} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId={routeId} params={params} />
      <h1>{title}</h1>
      <p className="lead">{t('login.intro')}</p>
      <form className="login-card" method="post" action={pathFor('login', locale)} onSubmit={(e) => void submit(e)} aria-busy={submitting}>
        {error && (
          <div className="form-error" role="alert" id="login-error" tabIndex={-1} ref={errorBox}>
            {error.message}
          </div>
        )}
        <div className="form-field">
          <label htmlFor="login-username">{t('login.username')}</label>
          <input
            id="login-username"
            name="username"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            {...invalid('username')}
          />
        </div>
        <div className="form-field">
          <label htmlFor="login-password">{t('login.password')}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required maxLength={1024} {...invalid('password')} />
        </div>
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting && <span className="login-spinner" aria-hidden="true" />}
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="login-card__note">
          <Link to={pathFor('contact', locale)}>{t('login.noAccount')}</Link>
        </p>
      </form>
    </div>
  );
}
