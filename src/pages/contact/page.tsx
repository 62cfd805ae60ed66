import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { usePage } from '../../navigation/usePage.ts';
import { ContactFormView } from './ContactFormView.tsx';
import { loader } from './load.ts';
import './contact.css';

export { loader };

/** docs/product/screens.md#contact: the form, and after sending the thank-you page (route contactThanks). */
export default function ContactPage() {
  const { routeId, data } = usePage<typeof loader>();
  return routeId === 'contactThanks' || !data ? <ContactThanks /> : <ContactFormView data={data} />;
}

function ContactThanks() {
  const { t, locale } = useI18n();
  return (
    <div className="container page contact contact--thanks">
      <PageHead title={t('contact.thanksTitle')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="contactThanks" />
      <h1>{t('contact.thanksTitle')}</h1>
      <p className="lead">{t('contact.thanksText')}</p>
      <p className="contact__links">
        <Link className="button" to={pathFor('home', locale)}>
          {t('common.backHome')}
        </Link>
        <Link className="button button--secondary" to={pathFor('accommodation', locale)}>
          {t('contact.findHouse')}
        </Link>
        <Link to={pathFor('contact', locale)}>{t('contact.another')}</Link>
      </p>
    </div>
  );
}
