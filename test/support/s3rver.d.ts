// `@20minutes/s3rver` (the local S3-compatible server the storage tests run) ships no types: what they use of it.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent: boolean;
      directory: string;
      allowMismatchedSignatures: boolean;
      configureBuckets: Array<{ name: string; configs: string[] }>;
    });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}
