import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { documentAlternates, hasImage, plainText, seo } from '../../components/editorial/content.ts';
import { DATA_PROTECTION_UID, infoPagePath, isDataProtection } from '../../components/editorial/info-paths.ts';
import type { PageSlice, PagesData } from '../../components/editorial/types.ts';
import {
  contentLang,
  type ContentDocument,
  type ImageField,
  type RichText as RichTextValue,
} from '../../../contract/content.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';
import '../../components/editorial/editorial.css';
import './info-page.css';

interface Data {
  title: string;
  subtitle: string | null;
  category: string | null;
  intro: RichTextValue;
  image: Partial<ImageField> | null;
  body: PageSlice[];
  meta: { title: string; description?: string };
}

/**
 * Data protection (its own route) and every other information page
 * (information/{slug}): `pages` documents with intro, image and body
 * sections of text columns or image grids.
 */
export const loader: Loader<Data> = async ({ content, locale, match }) => {
  const lang = contentLang(locale);
  let doc: ContentDocument<PagesData>;
  if (match.route.id === 'dataProtection') {
    // Known by its English uid; the German page is its translation, whatever that one's uid.
    const english = await content.getByUID<PagesData>('pages', DATA_PROTECTION_UID, 'en-gb');
    doc = lang === 'en-gb' ? english : await content.getByID<PagesData>(english.id, lang);
  } else {
    doc = await content.getByUID<PagesData>('pages', match.params.slug, lang);
    // The data protection page has its own address.
    if (isDataProtection(doc)) return { redirect: pathFor('dataProtection', locale) };
  }
  const d = doc.data;
  const title = d.title || doc.uid!;
  const pathOf = (uid: string, l: typeof locale) =>
    isDataProtection(doc) ? pathFor('dataProtection', l) : infoPagePath(uid, l);
  return {
    data: {
      title,
      subtitle: d.subtitle || null,
      category: d.category || null,
      intro: d.intro ?? [],
      image: d.image ?? null,
      body: (d.body ?? []).filter((s) => s && (s.slice_type === 'text_columns' || s.slice_type === 'image_grid')),
      meta: seo(d as Record<string, unknown>, title, d.subtitle || plainText(d.intro, 160) || undefined),
    },
    alternates: documentAlternates(
      doc,
      match.route.id === 'dataProtection' ? 'dataProtection' : 'infoPage',
      locale,
      pathOf,
    ),
  };
};

export default function InfoPage() {
  const { routeId, params, data } = usePage<Data>();
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
      {data.body.map((slice, i) => (
        <Slice key={i} slice={slice} />
      ))}
    </div>
  );
}

function Slice({ slice }: { slice: PageSlice }) {
  const title = slice.primary?.title;
  if (slice.slice_type === 'text_columns') {
    const columns = (slice.items ?? []).filter((item) => item.text?.length);
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
  const images = (slice.items ?? []).filter((item) => hasImage(item.image));
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
