import { createServer, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { freePort } from './ports.js';

export interface SeenRequest {
  method: string;
  /** Decoded path: `/bucket/key`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** An answer given instead of s3rver's, to play a bucket that refuses something. */
export interface FakeAnswer {
  status: number;
  body: string;
}

/** A real S3 server (s3rver) in this process: one bucket, a fresh data folder, a free loopback port. */
export interface S3TestServer {
  config: S3Config;
  /** Every request that reached the server, in order, so a test can see how a client talked to it. */
  requests: SeenRequest[];
  /** When set and it gives an answer, that answer goes back and s3rver never sees the request. */
  intercept: ((request: SeenRequest) => FakeAnswer | undefined) | undefined;
  /** The keys in the bucket under a prefix, read with a client of its own rather than through a store. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes, read with a client of its own. */
  object(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

// s3rver knows this one account, and checks that version 4 signatures are well-formed but not their value.
const ACCESS_KEY = 'S3RVER';

export async function startS3TestServer(bucket = 'atrium-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'atrium-s3rver-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: SeenRequest[] = [];
  const state: Pick<S3TestServer, 'intercept'> = { intercept: undefined };
  // Our own HTTP server around s3rver's handler, so that each request is recorded (or refused) first.
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.test');
    const seen = {
      method: request.method ?? '',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      headers: request.headers,
    };
    requests.push(seen);
    const fake = state.intercept?.(seen);
    if (!fake) return handle(request, response);
    request.resume();
    response.writeHead(fake.status, { 'content-type': 'application/xml' }).end(fake.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });

  return Object.assign(state, {
    config,
    requests,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((item) => item.Key!).sort();
    },
    async object(key: string) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      // Stores under test may keep idle keep-alive connections; they must not hold the close up.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await rm(directory, { recursive: true, force: true });
    },
  });
}
