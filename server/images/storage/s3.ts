/**
 * The pictures in an S3-compatible bucket (AWS, or another provider at its
 * endpoint). Credentials come the SDK's usual way (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role). A missing object is
 * null; anything else that fails is PictureStorageUnavailable (a 503).
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PictureStorageUnavailable, type PictureStore } from './store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another provider's (or a local server's) URL; unset: AWS. */
  endpoint: string | undefined;
  /** Bucket in the path (https://host/bucket/key) rather than in the host name: most non-AWS providers. */
  forcePathStyle: boolean;
}

const ONE_YEAR_SECONDS = 31_536_000;

const isMissing = (err: unknown) => {
  const { name, $metadata } = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

export function s3Store(settings: S3Settings): PictureStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
    // A bucket that does not answer is a 503 within seconds, not a request hanging for minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000, throwOnRequestTimeout: true },
  });
  const name = `s3 ${settings.bucket}`;
  const Bucket = settings.bucket;
  const unavailable = (cause: unknown) => new PictureStorageUnavailable(name, { cause });
  return {
    name,
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            // Keys are named by content (keys.ts): what is stored never changes.
            CacheControl: `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
          }),
        );
      } catch (err) {
        throw unavailable(err);
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw unavailable(err);
      }
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        } catch (err) {
          throw unavailable(err);
        }
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
