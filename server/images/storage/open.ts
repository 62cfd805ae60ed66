/** The picture store the settings name (disk unless a bucket is set), and the renderer over it. */
import path from 'node:path';
import type { PictureSource } from '../pictures.ts';
import { createImageRenderer, type ImageRenderer } from '../render.ts';
import { diskStore } from './disk.ts';
import { s3Store, type S3Settings } from './s3.ts';
import type { PictureStore } from './store.ts';

export interface PictureSettings {
  /** PICTURES_S3_*: a bucket; unset: the data folder's disk. */
  s3: S3Settings | undefined;
  /** PICTURES_PUBLIC_URL: the origin the pages' picture URLs name (a CDN); unset: the site's own /images. */
  publicUrl: string | undefined;
  /** PICTURES_PRERENDER: the start's background pass renders every missing variant (default on). */
  prerender: boolean;
}

export function openPictureStore(settings: PictureSettings, dataDir: string): PictureStore {
  return settings.s3 ? s3Store(settings.s3) : diskStore(path.resolve(dataDir));
}

export function pictureRenderer(
  config: { pictures: PictureSettings; dataDir: string },
  pictures: PictureSource | undefined,
): ImageRenderer {
  return createImageRenderer({ store: openPictureStore(config.pictures, config.dataDir), pictures });
}
