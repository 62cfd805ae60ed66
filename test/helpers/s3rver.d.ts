/** The part of s3rver (no types of its own) the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      directory: string;
      silent: boolean;
      configureBuckets: Array<{ name: string }>;
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
