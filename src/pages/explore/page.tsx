import { Link } from 'react-router';
import { OverviewHeader } from '../../components/editorial/EditorialHeader.tsx';
import { BlogCardList, ExploreCard } from '../../components/editorial/Cards.tsx';
import { Carousel } from '../../components/editorial/Carousel.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/** docs/product/screens.md#explore: title, subtitle, intro, a carousel of regions and activities and blog cards. */
export default function ExplorePage() {
  const { t, locale } = useI18n();
  const { routeId, data } = usePage<typeof loader>();
  const title = data.title || t('route.explore');
  return (
    <div className="container page editorial explore">
      <OverviewHeader routeId={routeId} title={title} data={data} />
      <Carousel
        items={data.items}
        label={t('editorial.explore.carousel')}
        heading={t('editorial.explore.carousel')}
        itemKey={(item) => item.uid}
        render={(item) => <ExploreCard item={item} />}
      />
      {data.posts.length > 0 && (
        <section className="editorial__section" aria-labelledby="explore-blog">
          <div className="section-head">
            <h2 id="explore-blog">{data.blogTitle || t('editorial.explore.blog')}</h2>
            <Link to={pathFor('blog', locale)}>{t('editorial.explore.allPosts')}</Link>
          </div>
          <BlogCardList items={data.posts} />
        </section>
      )}
    </div>
  );
}
