/**
 * Where picture originals and rendered variants live: the data folder's disk
 * (disk.ts, the embedded default) or an S3-compatible bucket (s3.ts), so that
 * every process serves what any other imported or rendered. Keys are paths
 * with slashes (keys.ts).
 */
export interface PictureStore {
  /** What the log and the start line call it: `disk /data` or `s3 bucket`. */
  readonly name: string;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Stores whole: a reader never sees half an object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Every key under `prefix` (which ends in a slash). */
  list(prefix: string): AsyncIterable<string>;
}

/** The storage cannot answer now (the bucket unreachable, refused, timing out): a 503, not a missing picture. */
export class PictureStorageUnavailable extends Error {
  override name = 'PictureStorageUnavailable';
  constructor(store: string, options: { cause: unknown }) {
    super(
      `picture storage ${store} unavailable: ${options.cause instanceof Error ? options.cause.message : String(options.cause)}`,
      options,
    );
  }
}

/** Seconds a client should wait before asking for a picture again after a 503. */
export const STORAGE_RETRY_AFTER_SECONDS = 10;
