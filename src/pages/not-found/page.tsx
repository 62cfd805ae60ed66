import { Link } from 'react-router';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import './not-found.css';

/** docs/product/screens.md#not-found: headline and image from settings, links to houses, FAQ, front page and contact. */
export default function NotFoundPage() {
  const { t, locale } = useI18n();
  const { settings, page } = useStoreSnapshot(useStore());
  if (page?.status === 403) return <Forbidden />;
  const title = settings?.err_title || t('notFound.title');
  const image = settings?.err_image;
  return (
    <div className="container page not-found">
      <PageHead title={title} />
      <h1>{title}</h1>
      {settings?.err_subtitle && <p className="lead">{settings.err_subtitle}</p>}
      {image?.url && (
        <img
          src={image.url}
          alt={image.alt ?? ''}
          width={image.dimensions.width}
          height={image.dimensions.height}
          className="not-found__image"
        />
      )}
      <ul className="not-found__links">
        <li>
          <Link to={pathFor('accommodation', locale)}>{t('notFound.houses')}</Link>
        </li>
        <li>
          <Link to={pathFor('faq', locale)}>{t('notFound.faq')}</Link>
        </li>
        <li>
          <Link to={pathFor('home', locale)}>{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to={pathFor('contact', locale)}>{t('notFound.contact')}</Link>
        </li>
      </ul>
    </div>
  );
}

/** docs/product/screens.md#staff-forbidden: a back-office page the member of staff's role cannot open. */
function Forbidden() {
  const { t, locale } = useI18n();
  const title = t('notFound.forbidden.title');
  return (
    <div className="container page not-found">
      <PageHead title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <h1>{title}</h1>
      <p className="lead">{t('notFound.forbidden.text')}</p>
      <p>
        <Link to={pathFor('staff', locale)}>{t('notFound.forbidden.back')}</Link>
      </p>
    </div>
  );
}
