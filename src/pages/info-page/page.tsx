import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { hasImage } from '../../components/editorial/content.ts';
import type { PageSection } from '../../components/editorial/page-sections.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import '../../components/editorial/editorial.css';
import './info-page.css';

export { loader };

export default function InfoPage() {
  const { routeId, params, data } = usePage<typeof loader>();
  return (
    <div className="container page editorial info-page">
      <EditorialHeader
        head={data.meta}
        breadcrumbs={{ routeId, params, current: data.title }}
        eyebrow={data.category}
        title={data.title}
        subtitle={data.subtitle}
        intro={data.intro}
        introClassName="prose"
      />
      {hasImage(data.image) && (
        <ContentImage image={data.image} eager className="editorial__image" sizes="(min-width: 1440px) 80rem, 100vw" />
      )}
      {data.body.map((section, i) => (
        <Section key={i} section={section} />
      ))}
    </div>
  );
}

function Section({ section }: { section: PageSection }) {
  const { title } = section;
  if (section.kind === 'text_columns') {
    const columns = section.columns.filter((item) => item.text?.length);
    return (
      <section className="page-slice text-columns">
        {title && <h2>{title}</h2>}
        <div className={`text-columns__grid text-columns__grid--${Math.min(columns.length, 3)}`}>
          {columns.map((item, j) => (
            <RichText key={j} field={item.text} className="text-columns__column prose" />
          ))}
        </div>
      </section>
    );
  }
  const images = section.images.filter((item) => hasImage(item.image));
  return (
    <section className="page-slice image-grid">
      {title && <h2>{title}</h2>}
      <ul className="image-grid__list">
        {images.map((item, j) => (
          <li key={j}>
            <figure>
              <ContentImage image={item.image} sizes="(min-width: 1000px) 33vw, (min-width: 576px) 50vw, 100vw" />
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
