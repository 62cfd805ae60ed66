import { Link } from 'react-router';
import { OverviewHeader } from '../../components/editorial/EditorialHeader.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import '../../components/editorial/editorial.css';

export { loader };

/** docs/product/screens.md#information-faq-and-terms: the categories of child pages, then help and terms. */
export default function InformationPage() {
  const { t, locale } = useI18n();
  const { routeId, data } = usePage<typeof loader>();
  const title = data.title || t('route.information');
  return (
    <div className="container page editorial information">
      <OverviewHeader routeId={routeId} title={title} data={data} />
      <ContentImage image={data.image} eager className="editorial__image" sizes="(min-width: 1440px) 80rem, 100vw" />
      <div className="category-grid">
        {data.categories.map((group) => (
          <section key={group.category || '-'} aria-label={group.category || title}>
            {group.category && <h2>{group.category}</h2>}
            <ul className="link-list">
              {group.pages.map((p) => (
                <li key={p.href}>
                  <Link to={p.href}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="information-more">
          <h2 id="information-more">{t('editorial.information.more')}</h2>
          <ul className="link-list">
            <li>
              <Link to={pathFor('faq', locale)}>{t('route.faq')}</Link>
            </li>
            <li>
              <Link to={pathFor('terms', locale)}>{t('route.terms')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
