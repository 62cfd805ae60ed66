import { byPosition, documentAlternates, groupByCategory, plainText, seo } from '../../components/editorial/content.ts';
import type { FaqData, OverviewData } from '../../components/editorial/types.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { NotFoundError, type Loader } from '../../navigation/page-types.ts';

interface QuestionLink {
  uid: string;
  question: string;
}

export interface Category {
  category: string;
  questions: QuestionLink[];
}

/** The FAQ overview (route faq) and one question (route faqItem) share this module. */
export type Data =
  | {
      kind: 'overview';
      title: string | null;
      subtitle: string | null;
      intro: RichTextValue;
      image: Partial<ImageField> | null;
      categories: Category[];
      meta: { title?: string; description?: string };
    }
  | {
      kind: 'item';
      uid: string;
      question: string;
      category: string | null;
      answer: RichTextValue;
      categories: Category[];
      meta: { title: string; description?: string };
    };

export const loader: Loader<Data> = async ({ content, locale, match }) => {
  const lang = contentLang(locale);
  const all = byPosition(await content.getAllByType<FaqData>('faq', lang));
  const categories = groupByCategory(
    all.filter((d) => d.uid && d.data.question),
    (d) => d.data.category,
    '',
  ).map((g) => ({
    category: g.category,
    questions: g.items.map((d) => ({ uid: d.uid!, question: d.data.question! })),
  }));

  if (match.route.id === 'faqItem') {
    const doc = all.find((d) => d.uid === match.params.slug);
    if (!doc) throw new NotFoundError(`no FAQ ${match.params.slug}`);
    const d = doc.data;
    const question = d.question || doc.uid!;
    return {
      data: {
        kind: 'item',
        uid: doc.uid!,
        question,
        category: d.category || null,
        answer: d.answer ?? [],
        categories,
        meta: seo(d as Record<string, unknown>, question, plainText(d.answer, 160) || undefined),
      },
      alternates: documentAlternates(doc, 'faqItem', locale),
    };
  }

  const overview = await content.getSingle<OverviewData>('faq_overview', lang);
  const d = overview.data;
  return {
    data: {
      kind: 'overview',
      title: d.title || null,
      subtitle: d.subtitle || null,
      intro: d.intro ?? [],
      image: d.image ?? null,
      categories,
      meta: seo(d as Record<string, unknown>, d.title || '', d.subtitle || plainText(d.intro, 160) || undefined),
    },
  };
};
