/**
 * A local S3-compatible server (s3rver) on a free port, its objects in a
 * temporary folder, with one bucket; the settings a server reads to use it.
 * The SDK takes its credentials from the environment, as in production: set
 * while the server runs, restored at close.
 */
import S3rver from 's3rver';
import { freePort } from './server.ts';
import { tempDir } from './temp.ts';

export interface TestS3 {
  bucket: string;
  /** PICTURES_S3_* for this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Server(bucket = 'pictures'): Promise<TestS3> {
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: tempDir('s3rver-'),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const saved = Object.fromEntries(Object.keys(CREDENTIALS).map((name) => [name, process.env[name]]));
  Object.assign(process.env, CREDENTIALS);
  return {
    bucket,
    env: {
      PICTURES_S3_BUCKET: bucket,
      PICTURES_S3_REGION: 'us-east-1',
      PICTURES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      PICTURES_S3_PATH_STYLE: '1',
    },
    async close() {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await server.close();
    },
  };
}
