// The media library on one running server, each next to a baseline measured in the same run:
// - upload to READY of a 12-megapixel JPEG (upload URL, PUT, processing job, polled every 20 ms), next to sharp
//   doing processing.ts's image work directly on the same bytes (goal: ratio 1.2 or less);
// - listing a folder of 10 000 files 50 at a time, next to GET /readyz (SELECT 1) on the same server.
import autocannon from 'autocannon';
import { readConfig } from '../../apps/server/src/config.js';
import { atrium, benchEnvironment, freePort, startServer } from '../lib/server.js';
import { cameraJpeg, folderOfFiles } from './fixtures.js';
import { measureUploads } from './upload-to-ready.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONNECTIONS = 10;
const FILES = 10_000;
const PAGE = 50;

async function rps(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const environment = await benchEnvironment(await freePort());
  try {
    const site = atrium(environment.env, ['create-site', '--name', 'Bench']);
    const key = atrium(environment.env, ['create-api-key', '--site', site.siteId!]);
    const folderId = await folderOfFiles(environment.env, {
      siteId: site.siteId!,
      apiKeyId: key.apiKeyId!,
      count: FILES,
    });
    const bytes = await cameraJpeg();
    const server = await startServer(environment.env);
    try {
      const uploads = await measureUploads({
        serverUrl: server.url,
        apiKey: key.apiKey!,
        bytes,
        runs: RUNS,
        pixelLimit: readConfig(environment.env).imagePixelLimit,
      });

      const listPath = `/site-media/v1/files?parentFolderId=${folderId}&paging.limit=${PAGE}`;
      const headers = { authorization: key.apiKey! };
      const first = (await (await fetch(server.url + listPath, { headers })).json()) as {
        files: unknown[];
        nextCursor: { cursors: { next: string | null } };
      };
      if (first.files.length !== PAGE || !first.nextCursor.cursors.next)
        throw new Error(`the list answered ${first.files.length} files and no next cursor`);
      const baseline = await rps(`${server.url}/readyz`);
      const list = await rps(server.url + listPath, { headers });

      const ms = (value: number) => value.toFixed(0).padStart(8) + ' ms';
      console.log(
        `\nbench/media on ${environment.label}: ${(bytes.length / 1e6).toFixed(1)} MB 4000x3000 JPEG, ` +
          `median of ${RUNS} after a warm-up; lists ${CONNECTIONS} connections, ${DURATION} s each`,
      );
      console.log('baseline sharp: metadata, 2 renditions, write, stats'.padEnd(58) + ms(uploads.baseline));
      console.log(
        'upload URL → PUT → READY (polled every 20 ms)'.padEnd(58) +
          ms(uploads.total) +
          (uploads.total / uploads.baseline).toFixed(2).padStart(8),
      );
      console.log('  of which generate-upload-url'.padEnd(58) + ms(uploads.granted));
      console.log(
        '  of which PUT (stream to storage, hash, insert, enqueue)'.padEnd(58) + ms(uploads.stored),
      );
      console.log('  of which PUT answered → READY seen (job)'.padEnd(58) + ms(uploads.processed));
      const line = (name: string, result: { rps: number; p99: number }) =>
        console.log(
          name.padEnd(52) +
            (result.rps.toFixed(0) + '/s').padStart(10) +
            `p99 ${result.p99.toFixed(1)} ms`.padStart(16) +
            (result.rps / baseline.rps).toFixed(2).padStart(8),
        );
      line('baseline GET /readyz (SELECT 1)', baseline);
      line(`GET /site-media/v1/files (${PAGE} of ${FILES} in a folder)`, list);
    } finally {
      await server.stop();
    }
  } finally {
    await environment.cleanup();
  }
}

await main();
