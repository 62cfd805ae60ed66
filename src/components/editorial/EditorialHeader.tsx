import type { ComponentProps } from 'react';
import type { RichText as RichTextValue } from '../../../contract/content.ts';
import type { RouteId } from '../../../contract/routes.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { PageHead } from '../PageHead.tsx';
import { RichText } from '../RichText.tsx';

/**
 * The top of an editorial page: the document's title and description, the
 * breadcrumbs, the header (optional eyebrow, the h1, optional lead) and the
 * optional intro. What follows (image, cards, body) stays with the page.
 */
export function EditorialHeader({
  head,
  breadcrumbs,
  eyebrow,
  title,
  subtitle,
  intro,
  introClassName,
}: {
  /** The <title> and meta description. */
  head: ComponentProps<typeof PageHead>;
  breadcrumbs: ComponentProps<typeof Breadcrumbs>;
  /** A short line above the h1 (a region, a category). */
  eyebrow?: string | null;
  title: string;
  /** The lead under the h1. */
  subtitle?: string | null;
  intro?: RichTextValue | null;
  /** Classes added to `editorial__intro` (e.g. `prose`). */
  introClassName?: string;
}) {
  return (
    <>
      <PageHead {...head} />
      <Breadcrumbs {...breadcrumbs} />
      <header className="editorial__header">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {subtitle && <p className="lead">{subtitle}</p>}
      </header>
      <RichText field={intro} className={introClassName ? `editorial__intro ${introClassName}` : 'editorial__intro'} />
    </>
  );
}

/**
 * The header of an overview document (explore, information, FAQ): its SEO
 * title, else the page's title; the route's breadcrumbs; subtitle and intro.
 */
export function OverviewHeader({
  routeId,
  title,
  data,
}: {
  routeId: RouteId;
  title: string;
  data: { meta: { title?: string; description?: string }; subtitle: string | null; intro?: RichTextValue | null };
}) {
  return (
    <EditorialHeader
      head={{ title: data.meta.title || title, description: data.meta.description }}
      breadcrumbs={{ routeId }}
      title={title}
      subtitle={data.subtitle}
      intro={data.intro}
    />
  );
}
