import { createElement, type ReactNode } from 'react';
import { serialize } from '@prismicio/client/richtext';
import type { RichTextField } from '@prismicio/client';
import type { RichText as RichTextValue } from '../../contract/content.ts';
import { SiteLink } from './SiteLink.tsx';

const BLOCK: Record<string, string> = {
  heading1: 'h2', // a page has one h1: the page title
  heading2: 'h2',
  heading3: 'h3',
  heading4: 'h4',
  heading5: 'h5',
  heading6: 'h6',
  paragraph: 'p',
  preformatted: 'pre',
  strong: 'strong',
  em: 'em',
  'list-item': 'li',
  'o-list-item': 'li',
  'group-list-item': 'ul',
  'group-o-list-item': 'ol',
};

/**
 * Prismic rich text as React elements, through @prismicio/client's own tree
 * builder (which nests spans and groups list items). Line breaks inside a
 * block become <br>. Images and embeds are left to the pages that need them.
 */
export function RichText({ field, className }: { field: RichTextValue | null | undefined; className?: string }) {
  if (!field?.length) return null;
  const nodes = serialize<ReactNode>(field as unknown as RichTextField, (type, node, text, children, key) => {
    if (type === 'span') return text ? withBreaks(text, key) : null;
    if (type === 'hyperlink') {
      const href = (node as { data?: { url?: string } }).data?.url;
      return href ? (
        <SiteLink key={key} href={href}>
          {children}
        </SiteLink>
      ) : (
        <span key={key}>{children}</span>
      );
    }
    if (type === 'label')
      return (
        <span key={key} className={(node as { data?: { label?: string } }).data?.label}>
          {children}
        </span>
      );
    const tag = BLOCK[type];
    return tag ? createElement(tag, { key }, children) : null;
  });
  return className ? <div className={className}>{nodes}</div> : <>{nodes}</>;
}

function withBreaks(text: string, key: string): ReactNode {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  return <span key={key}>{lines.flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))}</span>;
}
