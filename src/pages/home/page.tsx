import { Link } from 'react-router';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../routes.ts';

export default function HomePage() {
  const { t, locale } = useI18n();
  return (
    <div className="container page home">
      <PageHead title={t('common.tagline')} />
      <h1>{t('common.tagline')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <p>
        <Link className="button" to={pathFor('accommodation', locale)}>
          {t('home.cta')}
        </Link>
      </p>
    </div>
  );
}
