/** The pictures the embedded documents link, at /images/content/<file>.jpg on the site. */
export const PICTURE_PREFIX = '/images/content/';

export interface PictureLoader {
  /** The picture's bytes, fetched once per URL. */
  load(url: string): Promise<File>;
}

/**
 * Fetches pictures from a running site (`npm run dev` or `npm start`), which
 * renders them from data/content-images.json exactly as it serves them.
 */
export function picturesFrom(origin: string, fetchFn: typeof fetch = fetch): PictureLoader {
  const loaded = new Map<string, Promise<File>>();
  async function fetchPicture(url: string): Promise<File> {
    const res = await fetchFn(new URL(url, origin)).catch((err: Error) => {
      throw new Error(`picture ${url}: ${origin} does not answer (is the site running? npm run dev)`, { cause: err });
    });
    if (!res.ok) throw new Error(`picture ${url}: ${res.status} from ${origin}`);
    return new File([await res.arrayBuffer()], fileName(url), {
      type: res.headers.get('content-type') ?? 'image/jpeg',
    });
  }
  return {
    load(url) {
      let file = loaded.get(url);
      if (!file) loaded.set(url, (file = fetchPicture(url)));
      return file;
    },
  };
}

export function fileName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}
