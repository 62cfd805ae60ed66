import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkField } from '../../contract/content.ts';

/** Our own paths ("/en/…") navigate client-side; anything else is an ordinary link. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The address of a content link field (web links and documents with a resolved url). */
export function linkFieldUrl(field: LinkField | null | undefined): string | null {
  return field?.url ? field.url : null;
}

export function SiteLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
}) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className={className}
      {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
