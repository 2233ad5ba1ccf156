import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.js';
import type { BlobStore } from './store.js';

/**
 * Bodies go up in parts of this size once they are larger (S3's smallest allowed part): memory per upload
 * stays at a few parts, and S3's 10,000-part limit puts the largest object near 48 GiB.
 */
export const PART_SIZE = 5 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/** Deletes every object whose key starts with the prefix, a page of keys at a time. */
async function deleteUnder(client: S3Client, Bucket: string, prefix: string) {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
    const keys = (page.Contents ?? []).map((item) => ({ Key: item.Key! }));
    if (keys.length) {
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      // S3 answers 200 even when it kept some objects, naming them only in the body.
      const kept = answer.Errors ?? [];
      if (kept.length)
        throw new Error(
          `The bucket kept ${kept.length} object(s) under "${prefix}", first ${kept[0]!.Key} (${kept[0]!.Code}: ${kept[0]!.Message})`,
        );
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** Blobs in an S3-compatible bucket (AWS, MinIO, R2, ...); streams of unknown length go up as multipart uploads. */
export function createS3Store(config: S3Config): BlobStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // A download holds its connection until the visitor has read it all. With the SDK's default pool of
    // 50, fifty slow visitors left every other call waiting; like local files, downloads are not capped here.
    requestHandler: { httpAgent: { maxSockets: Infinity }, httpsAgent: { maxSockets: Infinity } },
  });
  const Bucket = config.bucket;

  async function stat(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function get(key: string, range?: { start: number; end: number }) {
    const answer = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return answer.Body as Readable;
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        partSize: PART_SIZE,
        params: { Bucket, Key: key, Body: body, ...(contentType ? { ContentType: contentType } : {}) },
      });
      try {
        await upload.done();
      } catch (error) {
        // When a body fails mid multipart upload, lib-storage aborts the upload and, if the abort fails as
        // well, throws the abort's error instead: the body's own (a size limit, a broken source) comes first.
        throw (Buffer.isBuffer(body) ? null : body.errored) ?? error;
      }
      return (await stat(key)) ?? { size: 0 };
    },
    get,
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await get(key)) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    },
    stat,
    deletePrefix: (prefix) => deleteUnder(client, Bucket, prefix),
  };
}
