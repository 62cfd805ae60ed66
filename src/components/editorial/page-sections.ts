import type { ImageField, RichText } from '../../../contract/content.ts';

/**
 * The body of an information page as its shared slices (content/slices/) hold it:
 * `{ slice_type, variation, primary: { title, columns | images } }`. Documents written
 * before the slices were shared keep their legacy repository-local shape, the
 * repeated fields in `items`; Prismic does not rewrite published documents when
 * a type's slices are converted, so both are read.
 */
export type PageSlice =
  | {
      slice_type: 'text_columns';
      variation?: string;
      primary?: { title?: string | null; columns?: TextColumn[] | null } | null;
      items?: TextColumn[] | null;
    }
  | {
      slice_type: 'image_grid';
      variation?: string;
      primary?: { title?: string | null; images?: GridImage[] | null } | null;
      items?: GridImage[] | null;
    };

export interface TextColumn {
  text?: RichText | null;
}
export interface GridImage {
  image?: Partial<ImageField> | null;
  caption?: string | null;
}

/** One section of the page, whichever shape its slice came in. */
export type PageSection =
  | { kind: 'text_columns'; title: string | null; columns: TextColumn[] }
  | { kind: 'image_grid'; title: string | null; images: GridImage[] };

/** The sections of a slice zone; unknown slices and variations are left out. */
export function pageSections(body: readonly (PageSlice | null | undefined)[] | null | undefined): PageSection[] {
  return (body ?? []).flatMap((slice): PageSection[] => {
    if (!slice || (slice.variation ?? 'default') !== 'default') return [];
    const title = slice.primary?.title || null;
    if (slice.slice_type === 'text_columns')
      return [{ kind: 'text_columns', title, columns: slice.primary?.columns ?? slice.items ?? [] }];
    if (slice.slice_type === 'image_grid')
      return [{ kind: 'image_grid', title, images: slice.primary?.images ?? slice.items ?? [] }];
    return [];
  });
}
