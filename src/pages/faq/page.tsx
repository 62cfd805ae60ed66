import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { OverviewHeader } from '../../components/editorial/EditorialHeader.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { RichBody } from '../../components/editorial/RichBody.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader, type Data, type Category } from './load.ts';
import '../../components/editorial/editorial.css';
import './faq.css';

export { loader };

export default function FaqPage() {
  const { data } = usePage<typeof loader>();
  return data.kind === 'item' ? <FaqItem data={data} /> : <FaqOverview data={data} />;
}

/** docs/product/screens.md#information-faq-and-terms: the questions by category. */
function FaqOverview({ data }: { data: Extract<Data, { kind: 'overview' }> }) {
  const { t } = useI18n();
  const { routeId } = usePage();
  const title = data.title || t('route.faq');
  return (
    <div className="container page editorial faq">
      <OverviewHeader routeId={routeId} title={title} data={data} />
      <ContentImage
        image={data.image}
        eager
        className="editorial__image faq__image"
        sizes="(min-width: 1440px) 80rem, 100vw"
      />
      <QuestionList categories={data.categories} headingLevel={2} />
    </div>
  );
}

/** docs/product/screens.md#information-faq-and-terms: category, answer and the list of all questions. */
function FaqItem({ data }: { data: Extract<Data, { kind: 'item' }> }) {
  const { t, locale } = useI18n();
  const { routeId, params } = usePage();
  return (
    <div className="container page editorial faq-item">
      <PageHead title={data.meta.title} description={data.meta.description} />
      <Breadcrumbs routeId={routeId} params={params} current={data.question} />
      <div className="faq-item__layout">
        <article className="faq-item__main">
          <header className="editorial__header">
            {data.category && (
              <p className="eyebrow">
                <span className="visually-hidden">{t('editorial.faq.category')}: </span>
                {data.category}
              </p>
            )}
            <h1>{data.question}</h1>
          </header>
          <RichBody field={data.answer} className="prose faq-item__answer" />
          <p>
            <Link to={pathFor('faq', locale)}>← {t('editorial.faq.back')}</Link>
          </p>
        </article>
        <aside className="faq-item__aside" aria-labelledby="faq-all">
          <h2 id="faq-all">{t('editorial.faq.questions')}</h2>
          <QuestionList categories={data.categories} current={data.uid} headingLevel={3} />
        </aside>
      </div>
    </div>
  );
}

function QuestionList({
  categories,
  current,
  headingLevel,
}: {
  categories: Category[];
  current?: string;
  headingLevel: 2 | 3;
}) {
  const { locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={headingLevel === 2 ? 'category-grid' : 'faq-questions'}>
      {categories.map((group) => (
        <section key={group.category || '-'} className="faq-category">
          {group.category && <Heading>{group.category}</Heading>}
          <ul className="link-list">
            {group.questions.map((q) => (
              <li key={q.uid}>
                <Link
                  to={pathFor('faqItem', locale, { slug: q.uid })}
                  aria-current={q.uid === current ? 'page' : undefined}
                >
                  {q.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
