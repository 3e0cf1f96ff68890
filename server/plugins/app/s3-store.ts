// The object store in a bucket of S3 or of an S3-compatible server, through the AWS SDK. The endpoint, region
// and keys are the SDK's own environment variables (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY), read by the SDK, so that a role or a profile given to the machine works too.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BucketPlace } from '../../config.ts';
import type { ObjectStore } from './object-store.ts';

/** Only a missing object: a missing bucket or a refused key is a fault to report, not an absent photo. */
function orNone<T>(error: unknown, none: T): T {
  if ((error as Error).name === 'NoSuchKey') return none;
  throw error;
}

export function createS3Store({ bucket, prefix, pathStyle }: BucketPlace): ObjectStore {
  const client = new S3Client({ forcePathStyle: pathStyle });
  const at = (name: string) => ({ Bucket: bucket, Key: `${prefix}${name}` });
  const object = (name: string) => client.send(new GetObjectCommand(at(name))).catch((error) => orNone(error, undefined));
  async function* everyObject(): AsyncGenerator<_Object & { Key: string }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
      for (const found of page.Contents ?? []) if (found.Key) yield { ...found, Key: found.Key };
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }
  const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return {
    where: `s3://${bucket}/${prefix}`,
    async put(name, data) {
      await client.send(new PutObjectCommand({ ...at(name), Body: data }));
    },
    async get(name) {
      const found = await object(name);
      return found && Buffer.from(await found.Body!.transformToByteArray());
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand(at(name)));
    },
    async list() {
      const names: string[] = [];
      for await (const { Key } of everyObject()) names.push(Key.slice(prefix.length));
      return names.sort();
    },
    async inventory() {
      const found = [];
      for await (const { Key, Size, LastModified } of everyObject())
        found.push({ name: Key.slice(prefix.length), bytes: Size ?? 0, modifiedAt: LastModified ?? new Date(0) });
      return found.sort(byName);
    },
    async moveIn(name, path) {
      // In parts when it is large (an archive of every photo may pass the 5 GB of a single upload).
      await new Upload({ client, params: { ...at(name), Body: createReadStream(path) } }).done();
      await rm(path);
    },
    async open(name) {
      return (await object(name))?.Body as Readable | undefined;
    },
    async reachable() {
      return client.send(new HeadBucketCommand({ Bucket: bucket })).then(
        () => true,
        () => false,
      );
    },
  };
}
