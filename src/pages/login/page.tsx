import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { LogoutForm } from '../../components/shell/LogoutForm.tsx';
import { EmailLinkForm } from '../../components/email-link/EmailLinkForm.tsx';
import { ApiClient } from '../../api/http.ts';
import { askLoginLink } from '../../api/user.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, type LoginField } from '../../../contract/forms/login-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { LINK_INTENT, USE_LINK_INTENT } from './action.ts';
import { useLogin } from './useLogin.ts';
import { loader } from './load.ts';
import './login.css';

export { loader };

const MARK = '\u0000';

/**
 * Login for company users (docs/product/screens.md#login). Before hydration the form posts to
 * this page, whose action logs in and redirects to the home page (or renders
 * this page again with the reason); after hydration useLogin posts it. Below
 * it, "E-mail me a login link"; the mailed link opens this page with its
 * token, and a press of its button logs in (a plain post: a mail scanner
 * that opens the link spends nothing).
 */
export default function LoginPage() {
  const { t, locale } = useI18n();
  const [{ user, staff, config }] = useAppState();
  const { data } = usePage<typeof loader>();
  const posted = data.posted;
  const { error, submitting, errorBox, submit } = useLogin(posted?.form === 'login' ? posted.error : null);
  const title = t('login.title');

  if (user || staff) return <LoggedIn company={user ? user.company.name : staff!.username} title={title} />;
  if (data.linkToken && !posted) return <LinkLogin token={data.linkToken} title={title} />;

  const linkPosted =
    posted?.form === 'link'
      ? { sent: !posted.error, message: posted.error ? t(`login.errors.${posted.error}`) : t('login.link.sent') }
      : null;

  const invalid = (field: LoginField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {};

  return (
    <LoginFrame title={title}>
      <p className="lead">{t('login.intro')}</p>
      <form
        className="login-card"
        method="post"
        action={pathFor('login', locale)}
        onSubmit={(e) => void submit(e)}
        aria-busy={submitting}
      >
        {error && (
          <div className="form-error" role="alert" id="login-error" tabIndex={-1} ref={errorBox} autoFocus>
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
            maxLength={MAX_USERNAME_LENGTH}
            {...invalid('username')}
          />
        </div>
        <div className="form-field">
          <label htmlFor="login-password">{t('login.password')}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            {...invalid('password')}
          />
        </div>
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting && <span className="login-spinner" aria-hidden="true" />}
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="login-card__note">
          <Link to={pathFor('contact', locale)}>{t('login.noAccount')}</Link>
        </p>
      </form>
      <EmailLinkForm
        id="login-link"
        action={pathFor('login', locale)}
        intent={LINK_INTENT}
        texts={{
          title: t('login.link.title'),
          intro: t('login.link.intro'),
          label: t('login.link.email'),
          submit: t('login.link.submit'),
          submitting: t('login.link.submitting'),
          network: t('login.errors.network'),
        }}
        posted={linkPosted}
        send={(email) => askLoginLink(new ApiClient({ baseUrl: '', locale, token: config.apiPublicToken }), email)}
      />
    </LoginFrame>
  );
}

/** The mailed link's page: one button that logs in with its token. */
function LinkLogin({ token, title }: { token: string; title: string }) {
  const { t, locale } = useI18n();
  return (
    <LoginFrame title={title}>
      <form className="login-card" method="post" action={pathFor('login', locale)} data-testid="login-link-use">
        <h2 className="login-card__status">{t('login.link.useTitle')}</h2>
        <p>{t('login.link.useIntro')}</p>
        <input type="hidden" name="intent" value={USE_LINK_INTENT} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--block">
          {t('login.link.use')}
        </button>
      </form>
    </LoginFrame>
  );
}

/** A logged-in user sees whose company they act for, and can go home or log out. */
function LoggedIn({ company, title }: { company: string; title: string }) {
  const { t, locale } = useI18n();
  const [before, after = ''] = t('login.loggedInAs', { company: MARK }).split(MARK);
  return (
    <LoginFrame title={title}>
      <div className="login-card">
        <p className="login-card__status" data-testid="logged-in">
          {before}
          <strong>{company}</strong>
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
    </LoginFrame>
  );
}

function LoginFrame({ title, children }: { title: string; children: ReactNode }) {
  const { routeId, params } = usePage<typeof loader>();
  return (
    <div className="container page login-page">
      <PageHead title={title} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId={routeId} params={params} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
