// The object store in a bucket of S3 or of an S3-compatible server, through the AWS SDK. The endpoint, region
// and keys are the SDK's own environment variables (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY), read by the SDK, so that a role or a profile given to the machine works too.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BucketPlace } from '../../config.ts';
import type { ObjectStore } from './object-store.ts';

export function createS3Store({ bucket, prefix, pathStyle }: BucketPlace): ObjectStore {
  const client = new S3Client({ forcePathStyle: pathStyle });
  const at = (name: string) => ({ Bucket: bucket, Key: `${prefix}${name}` });
  return {
    where: `s3://${bucket}/${prefix}`,
    async put(name, data) {
      await client.send(new PutObjectCommand({ ...at(name), Body: data }));
    },
    async get(name) {
      try {
        const { Body } = await client.send(new GetObjectCommand(at(name)));
        return Buffer.from(await Body!.transformToByteArray());
      } catch (error) {
        // Only a missing object: a missing bucket or a refused key is a fault to report, not an absent photo.
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand(at(name)));
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const { Key } of page.Contents ?? []) if (Key) names.push(Key.slice(prefix.length));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return names.sort();
    },
  };
}
