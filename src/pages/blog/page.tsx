import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { BlogCardList } from '../../components/editorial/Cards.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/** The blog list: every post as a card, newest first. */
export default function BlogPage() {
  const { t } = useI18n();
  const { routeId, data } = usePage<typeof loader>();
  const title = t('editorial.blog.title');
  return (
    <div className="container page editorial blog">
      <EditorialHeader
        head={{ title, description: t('editorial.blog.intro') }}
        breadcrumbs={{ routeId }}
        title={title}
        subtitle={t('editorial.blog.intro')}
      />
      <BlogCardList items={data.posts} headingLevel={2} />
    </div>
  );
}
