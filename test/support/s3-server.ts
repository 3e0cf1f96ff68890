// A local S3-compatible server for the storage tests: s3rver on 127.0.0.1 at a free port, keeping its one bucket
// in a temporary folder. The `@20minutes/s3rver` fork, because s3rver itself was last released in 2021 on
// dependencies since found vulnerable; the fork keeps them current and is made for Node 24. Its `env` is what a
// portal needs to reach it: the AWS SDK's own variables.
import S3rver from '@20minutes/s3rver';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BUCKET = 'family-photos';

export interface S3Server {
  env: { AWS_ENDPOINT_URL: string; AWS_REGION: string; AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver computes a bucket's own path (that of a listing) without the trailing slash the SDK signs, and
    // would refuse every listing; the access key is still checked.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver's one account.
    env: {
      AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
