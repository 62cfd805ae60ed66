import { MIN_PASSWORD_LENGTH } from '../../../contract/forms/set-password-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/** docs/product/screens.md#set-password: the new password twice, with the e-mailed link's token. */
export default function SetPasswordPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const title = t('login.setPassword.title');
  const invalid = (field: string) => (data.error?.field === field ? { 'aria-invalid': true as const } : {});
  return (
    <div className="container page">
      <PageHead title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <h1>{title}</h1>
      <p id="set-password-intro">{t('login.setPassword.intro', { min: MIN_PASSWORD_LENGTH })}</p>
      {data.error && (
        <p className="form-alert" role="alert" data-testid="set-password-error">
          {data.error.message || t('login.errors.network')}
        </p>
      )}
      <form method="post" action={pathFor('setPassword', locale)} className="staff-form" data-testid="set-password">
        <input type="hidden" name="token" value={data.token} />
        <div>
          <label htmlFor="set-password-new">{t('login.setPassword.password')}</label>
          <input
            id="set-password-new"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            aria-describedby="set-password-intro"
            {...invalid('password')}
          />
        </div>
        <div>
          <label htmlFor="set-password-repeat">{t('login.setPassword.repeat')}</label>
          <input
            id="set-password-repeat"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            {...invalid('repeat')}
          />
        </div>
        <button type="submit" className="button">
          {t('login.setPassword.submit')}
        </button>
      </form>
    </div>
  );
}
