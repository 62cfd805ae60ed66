/**
 * Whether a kept page still shows what is true: the counts of changes when
 * its render began (its stamp), compared at each hit with the counts now, for
 * the data the page is built from (page-tags.ts) only. A booking of one house
 * so leaves every other house's page, and any list without dates, in the cache.
 */
import type { DataWatch } from '../api/catalogue/data-version.ts';
import type { PageTag } from './page-tags.ts';

export interface PageStamp {
  content: string;
  catalogue: number;
  stays: number;
}

export interface PageData {
  /** Taken before a page's data is read; null while the process cannot hear changes (nothing is kept or reused). */
  stamp(): PageStamp | null;
  /** Nothing a page with these tags shows has changed since its stamp. */
  unchanged(stamp: PageStamp, tags: readonly PageTag[]): boolean;
}

/** The data of the content source (its version changes with each publish) and of the database, as this process hears it. */
export function pageData(contentVersion: () => string, watch: DataWatch): PageData {
  return {
    stamp: () =>
      watch.trusted()
        ? { content: contentVersion(), catalogue: watch.catalogueVersion(), stays: watch.staysVersion() }
        : null,
    unchanged: (stamp, tags) =>
      watch.trusted() &&
      stamp.content === contentVersion() &&
      tags.every((tag) => {
        if (tag === 'content') return true;
        if (tag === 'catalogue') return watch.catalogueVersion() === stamp.catalogue;
        if (tag === 'stays') return watch.staysVersion() === stamp.stays;
        return watch.staysVersion(Number(tag.slice('house-'.length))) <= stamp.stays;
      }),
  };
}

/** Without a data source (tests, a bare app): pages are kept for their short lifetime only. */
export const UNWATCHED: PageData = {
  stamp: () => ({ content: '', catalogue: 0, stays: 0 }),
  unchanged: () => true,
};
